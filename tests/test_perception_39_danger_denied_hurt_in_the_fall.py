"""A hazard noun after "in the", "after the", "during the" or "from the" names the cause of a
denied hurt in its sentence: a near miss of the one unhurt, as the verb form already was
(session 39, round danger; perception._near_misses, ``_HURT_CAUSE_LINKS``): "Lea didn't get
hurt in the fall from the horse". Controls: the same nouns with no denied hurt ("plays on the
slide in the park", "go down the slide after the rain") and a noun not of a hazard.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_denied_hurt_in_a_hazard_named_by_a_noun_is_a_near_miss(lex) -> None:
    def one_case(case):
        text, observer = case
        assert actual_kinds(lex, text, observer) == {"danger"}, text

    cases = [("Lea didn't get hurt in the fall from the horse, but she was shaken.", "Lea"),
             ("Ana wasn't hurt after the tumble down the stairs.", "Ana"),
             ("You weren't injured in the fall, just winded.", "Ana")]
    assert failing_cases(one_case, cases) == []


def test_the_noun_with_no_denied_hurt_is_none(lex) -> None:
    def one_case(case):
        text, observer = case
        assert "danger" not in actual_kinds(lex, text, observer), text

    cases = [("Ana plays on the slide in the park.", "Ana"),
             ("The kids go down the slide after the rain.", "Ana"),
             ("Ana walks in the fall sunshine.", "Ana")]
    assert failing_cases(one_case, cases) == []
