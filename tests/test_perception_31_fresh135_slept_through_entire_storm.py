"""Weather slept through did the sleeper no harm, also the "entire" storm (session 31, round
fresh135): "slept through the entire cloudburst, curled on the duty-room cot" is sleep and no
danger (core.yaml danger ``not_after`` "slept through the entire"); a storm that wakes the
sleeper, or one sheltered from after sleep, stays a threat."""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Tenzin"


def test_a_storm_slept_through_entire_is_no_danger(lex) -> None:
    def one_case(subject, verb, hazard, tail):
        text = f"{subject} {verb} through the entire {hazard}{tail}"
        assert actual_kinds(lex, text, OBSERVER) == {"sleep"}

    cases = list(itertools.product(
        ["Tenzin", "You"], ["slept", "sleeps"],
        ["cloudburst", "storm", "hurricane", "gale", "flood"],
        [".", ", curled on the duty-room cot.", " in the back of the van."]))
    assert failing_cases(one_case, cases) == []


def test_the_same_sleep_of_someone_else_is_theirs(lex) -> None:
    text = "Tenzin's brother slept through the entire storm."
    assert actual_kinds(lex, text, OBSERVER) == set()
    assert other_kinds(lex, text, OBSERVER) == {"sleep"}


def test_control_a_storm_not_slept_through_stays_a_threat(lex) -> None:
    assert actual_kinds(lex, "The entire storm rages around Tenzin's tent.", OBSERVER) \
        == {"danger"}
