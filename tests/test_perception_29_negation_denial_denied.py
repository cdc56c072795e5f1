"""Two denials cancel (session 29, round negation): a plain denial ("not", "n't", "never")
right before a verb that denies the act after it (cues.negation ``denial_verbs``: skip, miss,
forget, fail, neglect) leaves the act done ("didn't miss his morning swim", "didn't forget to
eat lunch"). Negative controls: a denial that is a plan, a wish or an order ("won't forget to",
"don't skip it", "mustn't miss"), and either denial alone, stay denied."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


@pytest.mark.parametrize(("text", "kinds"), [
    ("Tomasz didn't miss his morning swim.", {"exercise"}),
    ("Tomasz never misses his morning swim and was in the pool at seven.", {"exercise"}),
    ("Tomasz didn't forget to eat lunch today.", {"eat"}),
    ("Tomasz hasn't forgotten to drink his water today.", {"drink"}),
])
def test_a_denial_denied_leaves_the_act_done(lex, text, kinds):
    assert actual_kinds(lex, text, "Tomasz") == kinds


def test_a_single_denial_or_one_ahead_stays_denied(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Tomasz") == set()

    cases = [
        "Tomasz won't forget to eat lunch today.",
        "Tomasz, don't forget to eat lunch today.",
        "Tomasz mustn't miss his morning swim.",
        "Tomasz skipped his morning swim.",
        "Tomasz forgot to eat lunch today.",
        "Tomasz didn't go for his morning swim.",
    ]
    assert failing_cases(one_case, cases) == []
