"""Weather slept through did the sleeper no harm (core.yaml ``danger.not_after``: a phrase
with no "'s" counts right before the term; perception's term loop).

* "slept through the whole thunderstorm", "sleeps through a gale": the sleep stays, no danger.
* Controls: weather met awake ("walked home through the storm"), weather that strikes ("the
  storm tears the roof off"), and the past named by "last week's storm" (still none) keep their
  readings.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Ana"

SLEEPS = ["slept through", "sleeps through", "is sleeping through"]
WEATHERS = ["the storm", "the whole thunderstorm", "a gale", "the whole storm", "the blizzard"]


def kinds(lex, text: str, kind: str, observer: str = OBSERVER) -> list:
    return [e for e in perceive(text, lex, observer=observer) if e.kind == kind]


def test_weather_slept_through_is_no_danger(lex) -> None:
    def one_case(who, sleep, weather):
        text = f"{who} {sleep} {weather}."
        assert not kinds(lex, text, "danger"), text
        assert kinds(lex, text, "sleep"), text

    cases = list(itertools.product(["Ana", "Tomas"], SLEEPS, WEATHERS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana walked home through the storm.",
    "The storm tears the roof off Ana's house.",
    "A thunderstorm breaks right over Ana's tent.",
])
def test_weather_met_awake_stays_a_danger(lex, text):
    assert any(e.is_actual_self for e in kinds(lex, text, "danger")), text


def test_someone_else_in_the_storm_is_not_the_observers(lex):
    text = "Tomas slept through the storm, but the storm flooded his neighbour's cellar."
    assert not any(e.is_actual_self for e in kinds(lex, text, "danger")), text


def test_last_weeks_storm_still_past(lex):
    assert not kinds(lex, "The old one snapped in last week's storm.", "danger")
