"""A race run, swum or rowed by its name is exercise: a track or pool distance, a relay,
hurdles, a steeplechase, a mile or a 5K ("runs the 1500 m, the 800 m and the relay", "ran the
5K", "swims the 200 m freestyle", "runs heat after heat"). core.yaml's exercise terms "run the
<race>", longer than the exception "run the" (the shop, the bath, the meeting). Negative
controls: someone else's race (never the observer's), a race watched on TV, a planned race, an
entry or a promise to race ("has signed up to run the 10K"), a shop or a bath run, a negated
race."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

RUNNERS = ["Sione", "Marguerite", "Tunde"]
RUN_VERBS = ["runs", "ran", "sprints", "has just run"]
RACES = ["the 1500 m", "the 400 m hurdles", "the 100 m", "the 800 m", "the relay", "the 5K",
         "the 10k", "the steeplechase", "the mile", "the half marathon", "the 200 metres"]
SWIMS = ["the 200 m freestyle", "the 100 m", "the relay", "the individual medley", "the 50 m"]


def test_a_race_run_by_its_name_is_exercise(lex) -> None:
    def one_case(name, verb, race):
        assert "exercise" in actual_kinds(lex, f"{name} {verb} {race} this afternoon.", name)

    cases = list(product(RUNNERS, RUN_VERBS, RACES))
    assert failing_cases(one_case, cases) == []


def test_a_race_swum_by_its_name_is_exercise(lex) -> None:
    def one_case(name, verb, race):
        assert "exercise" in actual_kinds(lex, f"{name} {verb} {race} at the gala.", name)

    cases = list(product(RUNNERS, ["swims", "swam"], SWIMS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("name", "verb"), list(product(RUNNERS, ["runs", "swims", "ran"])))
def test_heat_after_heat_is_exercise(lex, name, verb):
    assert "exercise" in actual_kinds(lex, f"{name} {verb} heat after heat on sports day.", name)


def test_someone_elses_race_is_not_the_observers(lex) -> None:
    def one_case(race):
        text = f"Mei runs {race} while Sione holds her tracksuit."
        assert "exercise" not in actual_kinds(lex, text, "Sione")

    cases = RACES
    assert failing_cases(one_case, cases) == []


def test_a_planned_watched_or_negated_race_is_not_exercise(lex) -> None:
    def one_case(lead, race):
        assert "exercise" not in actual_kinds(lex, f"{lead} {race} in March.", "Sione")

    cases = list(product(
        ["Sione has signed up to run", "Sione volunteered to run", "Sione will run",
         "Sione watches the Olympians run", "Sione didn't run", "Sione is going to run"],
        ["the 1500 m", "the relay", "the 10K"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Sione runs the shop on Saturdays.",
    "Sione runs the bath for the twins.",
    "Sione runs the meeting from the back room.",
    "Sione watches the 1500 m final on TV.",
    "Sione's flat is 200 m from the station.",
])
def test_no_race_controls(lex, text):
    assert "exercise" not in actual_kinds(lex, text, "Sione")
