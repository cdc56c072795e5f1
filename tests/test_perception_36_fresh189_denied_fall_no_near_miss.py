"""A hazard verb that is the denied hurt itself is no near miss (session 36, round fresh189):
"Mathieu didn't fall on the ice like his wife did" read "fall" as a hazard passed unharmed, a
danger; the fall did not happen. Controls: a hazard that happened beside a denied hurt stays a
near miss ("was not injured when the rack tipped over", "the ladder slides and falls, but
Mathieu isn't hurt").
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_denied_fall_is_no_threat(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Mathieu") == set(), text

    cases = ["Mathieu didn't fall on the ice like his wife did; he just drove her in.",
             "Mathieu didn't fall on the ice."]
    assert failing_cases(one_case, cases) == []


def test_controls_a_hazard_that_happened_stays(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Mathieu") == {"danger"}, text

    cases = ["Mathieu was not injured when the rack tipped over.",
             "The ladder slides and falls, but Mathieu isn't hurt."]
    assert failing_cases(one_case, cases) == []
