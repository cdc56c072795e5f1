"""An -ing act right after someone a gesture is aimed at, or someone left, is theirs (session 39,
round fresh207, ``perception._found_other`` and ``_gesture_before``; ``cues.vocabulary.
gesture_at_verbs``, "leave" among ``find_verbs``): "nods at the two volunteers chatting by the
till" is the volunteers' talk, "leaves the crew drinking their tea ..., all talking over each
other" the crew's. Controls: the gesturer's own act after a comma, a place left, "left" as a
direction.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_the_act_of_someone_gestured_at_is_theirs(lex) -> None:
    cases = [("Meirion has no time for gossip; he nods at the two volunteers chatting by the "
              "shop till and heads straight for the kit room.", set()),
             ("Meirion smiles at the volunteers drinking tea outside.", set()),
             ("Meirion looks over at the three apprentices eating their lunch.", set()),
             ("Meirion waves at some stallholders gossiping by the van.", set())]

    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, "Meirion") == want, text

    assert failing_cases(one_case, cases) == []


def test_the_act_of_someone_left_is_theirs(lex) -> None:
    cases = [("Siân leaves the crew drinking their tea round the big table, all talking over "
              "each other, and goes out to sit on her own in the car.", set()),
             ("Siân leaves the crew at the table, all talking over each other.", set()),
             ("Siân left her mum asleep on the sofa.", set()),
             ("Siân leaves the lads playing cards and goes to bed.", {"rest"})]

    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, "Siân") == want, text

    assert failing_cases(one_case, cases) == []


def test_controls_the_gesturer_or_leaver_acts(lex) -> None:
    assert actual_kinds(lex, "Meirion looks at the menu, eating a biscuit.", "Meirion") \
        == {"eat"}
    assert actual_kinds(lex, "Meirion stares at the ceiling, dozing off.", "Meirion") \
        == {"sleep"}
    assert actual_kinds(lex, "Siân left the party early, feeling sick.", "Siân") == {"illness"}
    assert actual_kinds(lex, "Siân leaves the house, chatting on her phone.", "Siân") \
        == {"socialize"}
    assert actual_kinds(lex, "Siân turns left, jogging past the harbour.", "Siân") \
        == {"exercise"}
