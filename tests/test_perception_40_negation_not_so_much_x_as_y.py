""""Not so much X as Y" grants X's act, said better as Y (session 40, round negation, lexicon
exceptions "n't so much", "not so much"): "Ben didn't so much eat his dinner as inhale it" is
his meal. Controls: "so much as" after a denial denies even a little (cues.negation
"n't so much as": "didn't so much as nibble the biscuits"), and a plain denial stays one.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_not_so_much_x_as_y_grants_the_act(lex) -> None:
    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, "Ben") == want, text

    cases = [("Ben didn't so much eat his dinner as inhale it.", {"eat"}),
             ("You didn't so much eat your dinner as inhale it.", {"eat"}),
             ("You did not so much drink the beer as pour it down your throat.", {"drink"}),
             ("Ben didn't eat so much, just a salad.", {"eat"})]
    assert failing_cases(one_case, cases) == []


def test_so_much_as_after_a_denial_still_denies(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ben") == set(), text

    cases = ["You didn't so much as nibble the biscuits.",
             "Ben did not so much as sip the wine.",
             "Ben didn't eat his dinner."]
    assert failing_cases(one_case, cases) == []
