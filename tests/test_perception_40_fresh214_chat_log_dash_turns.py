"""A chat log's turns may run on in one line after a long dash, and a turn's tag may be a
hyphenated name or a name with a bracketed stage note (session 40, round fresh214:
perception._TURN_AFTER holds the long dashes, lexicon ``dialogue.openers`` too, and
perception._turn_tag reads the tag). The observer's turn among two speakers is company; another
speaker's "I" is theirs ("Rohan: Once I've finished this chai" is no drink of Deepa's).
Controls: a label before a colon after a dash, and a capitalised label with a bracketed name.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_the_observers_turn_after_a_dash_is_company_and_the_others_i_is_theirs(lex) -> None:
    def one_case(case):
        text, observer, want = case
        assert actual_kinds(lex, text, observer) == want, text

    cases = [
        ("[17:55, deck] Deepa: Sunset swim? — Rohan: Once I've finished this chai.",
         "Deepa", {"socialize"}),
        ("[08:10, galley] Tom: Porridge's ready. — Ana: Great, I had a sandwich already.",
         "Tom", {"socialize"}),
        ("[08:10, galley] Tom: Porridge's ready. — Ana: Great, I had a sandwich already.",
         "Ana", {"eat", "socialize"}),
        ("[20:05, roof deck] Leila: Dinner's up! — Farid (from the shower): Two minutes!",
         "Leila", {"socialize"}),
        ("[18:45, dining deck] Min: Did you see that video? — Ji-woo: Don't, I'm eating.",
         "Ji-woo", {"eat", "socialize"}),
        ("[12:01] Min-jun: I just ran 5k — Tom: nice",
         "Min-jun", {"exercise", "socialize"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_labels_after_a_dash_are_no_turns(lex) -> None:
    def one_case(case):
        text, observer, want = case
        assert actual_kinds(lex, text, observer) == want, text

    cases = [
        ("Went to the market — Result: bought fish.",
         "Tom", set()),
        ("Calendar (Camila): dinner at eight — Tom: ok",
         "Tom", set()),
    ]
    assert failing_cases(one_case, cases) == []
