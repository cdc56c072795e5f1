"""Intentions told with "planning on", "intends on", "resolves to", "angling for" and
"psyching herself up for" (session 29, round mode) are no doing of the thing yet; the noun
"plan(s) on" is no plan, and an event told beside the intention stays actual."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_an_intention_is_no_event_yet(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ada") == set()

    cases = [
        "Ada is planning on sleeping in.",
        "Ada is planning on a swim after work.",
        "Ada intends on eating early.",
        "Ada resolves to drink less.",
        "Ada is angling for a nap.",
        "Ada is psyching herself up for the fight.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text, kinds", [
    ("Ada finishes the data plan on the phone to Tom.", {"socialize"}),
    ("Ada resolves to drink less, then eats a sandwich.", {"eat"}),
    ("Ada eats a sandwich while angling for a nap.", {"eat"}),
])
def test_an_event_beside_an_intention_or_a_plan_noun_stays(lex, text, kinds):
    assert actual_kinds(lex, text, "Ada") == kinds
