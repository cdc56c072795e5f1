"""A workout whose place is found closed after a contrast did not happen (session 29, round
negation): exercise's ``company_denied`` holds "is/was closed", "is/was shut" ("went to the
gym but it was closed", "went for a swim but the pool was shut"), as it holds "didn't work
out". Negative controls: a closure told without a contrast, or beside a workout done, leaves
it done."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_a_workout_whose_place_is_found_closed_did_not_happen(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Elif") == set()

    cases = [
        "Elif went to the gym but it was closed.",
        "Elif went to the gym, but it was closed.",
        "Elif went for a swim but the pool was closed.",
        "Elif went to the leisure centre for a swim, but the pool was closed for cleaning.",
        "Elif went for a run but the park was shut.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Elif swam forty lengths even though the sauna was closed.",
    "Elif went for a swim; the café was closed, so she skipped the coffee.",
])
def test_a_closure_without_a_contrast_leaves_the_workout_done(lex, text):
    assert actual_kinds(lex, text, "Elif") == {"exercise"}
