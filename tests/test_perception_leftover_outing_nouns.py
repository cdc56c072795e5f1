"""An outing named by its noun and taken part in today is exercise (session 21, left): spent
after it ("is exhausted after the climb", "aching after the hike to the monastery") or partway
through it ("is halfway through the dive"). The nouns alone stay none ("drank water during the
dive" is only a drink), a shift or a report one is spent after or partway through is no outing,
and a dive bar is a bar."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

OBSERVER = "Ana"


def test_an_outing_spent_after_or_partway_through_is_exercise(lex) -> None:
    def one_case(text):
        assert "exercise" in actual_kinds(lex, text, OBSERVER)

    cases = [
        "Ana is exhausted after the climb to the falconry mews.",
        "Ana is aching after the hike to the monastery.",
        "I'm wiped out after the swim in the quarry.",
        "Ana is halfway through the dive under the oil rig.",
        "You are midway through the ascent of the salt mine shaft.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana is exhausted after the shift in the hospital laundry.",
    "Ana is halfway through the report for the ski patrol.",
    "Ana is exhausted after the dive bar crawl.",
    "Tom is exhausted after the climb while Ana rests.",
])
def test_no_outing_or_someone_elses_is_no_exercise(lex, text):
    assert "exercise" not in actual_kinds(lex, text, OBSERVER)


def test_a_drink_during_the_dive_is_only_a_drink(lex):
    assert actual_kinds(lex, "Ana drank water during the dive.", OBSERVER) == {"drink"}
