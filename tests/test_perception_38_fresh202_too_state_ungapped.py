"""A spent state after "too" denies what follows its "to" with no gap too (session 38, round
fresh202, perception._gap_negation_cues and ``cues.negation.too_states``): "I'm too buggered to
eat now" eats nothing, as "too tired to eat" did; "had too much to drink" still drinks.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_too_and_a_spent_state_deny_the_act(lex) -> None:
    def one_case(case):
        text, kind = case
        assert actual_kinds(lex, text, "Dusty") == set(), text
        assert other_kinds(lex, text, "Dusty") == {kind}, text

    cases = [("I'm too buggered to eat now.", "eat"),
             ("I'm too knackered to eat.", "eat"),
             ("Dusty was too hot to sleep.", "sleep"),
             ("Dusty is too wrecked to sleep.", "sleep")]
    assert failing_cases(one_case, cases) == []


def test_too_much_to_drink_still_drinks(lex) -> None:
    assert actual_kinds(lex, "Dusty had too much to drink.", "Dusty") == {"drink"}
