""""Maybe" before an amount is an estimate (session 30, round fresh131): "got maybe five hours
of sleep", "slept maybe an hour" tell what happened, roughly; "maybe" before anything else
still leaves the event ahead (`exceptions`)."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_maybe_before_an_amount_is_an_estimate(lex) -> None:
    def one_case(text, expected):
        assert actual_kinds(lex, text, "Thandiwe") == expected

    cases = [
        ("Felix woke twice, yet Thandiwe got maybe five hours of broken sleep.", {"sleep"}),
        ("Thandiwe slept maybe an hour on the train.", {"sleep"}),
        ("Thandiwe drank maybe three coffees before noon.", {"drink"}),
        ("Thandiwe ate maybe half a sandwich all day.", {"eat"}),
        ("Thandiwe got maybe a few hours of sleep before the shift.", {"sleep"}),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Maybe Thandiwe will sleep after lunch.",
    "Maybe a nap would help Thandiwe.",
])
def test_maybe_before_the_event_leaves_it_ahead(lex, text):
    assert actual_kinds(lex, text, "Thandiwe") == set()
