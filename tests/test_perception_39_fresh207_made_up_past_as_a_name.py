"""A capitalised word away from a sentence's start that the lexicon knows only as a regular past
its inflection rules made up from a noun ("Aled" from "ale", "Mared" from "mare") is a name
(session 39, round fresh207, ``perception._made_up_past_name``): "found Aled 😂 he's kipping"
is Aled's sleep. Controls: such a word inside a title ("The Illustrated Guide", "1x Tinned
Peaches"), and a real drink word.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_made_up_past_is_someone(lex) -> None:
    cases = [("[crew group 06:48] Emyr: found Aled 😂 he's kipping on the crew-room sofa, "
              "still in his drysuit, van outside all night", set()),
             ("Emyr visits Aled. He eats a pie.", {"socialize"}),
             ("Emyr finds Aled in the crew room. He's kipping on the sofa.", set())]

    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, "Emyr") == want, text

    assert failing_cases(one_case, cases) == []
    assert other_kinds(lex, "Emyr visits Aled. He eats a pie.", "Emyr") == {"eat"}


def test_controls_titles_and_words(lex) -> None:
    assert actual_kinds(lex, "Nkechi falls asleep over The Illustrated Guide to Campus Trees "
                        "in a library armchair.", "Nkechi") == {"sleep"}
    assert actual_kinds(lex, "Emyr drinks an ale and a cider.", "Emyr") == {"drink"}
