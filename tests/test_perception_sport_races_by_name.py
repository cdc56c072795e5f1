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
from helpers import actual_kinds

RUNNERS = ["Sione", "Marguerite", "Tunde"]
RUN_VERBS = ["runs", "ran", "sprints", "has just run"]
RACES = ["the 1500 m", "the 400 m hurdles", "the 100 m", "the 800 m", "the relay", "the 5K",
         "the 10k", "the steeplechase", "the mile", "the half marathon", "the 200 metres"]
SWIMS = ["the 200 m freestyle", "the 100 m", "the relay", "the individual medley", "the 50 m"]


@pytest.mark.parametrize(("name", "verb", "race"), list(product(RUNNERS, RUN_VERBS, RACES)))
def test_a_race_run_by_its_name_is_exercise(lex, name, verb, race):
    assert "exercise" in actual_kinds(lex, f"{name} {verb} {race} this afternoon.", name)


@pytest.mark.parametrize(("name", "verb", "race"),
                         list(product(RUNNERS, ["swims", "swam"], SWIMS)))
def test_a_race_swum_by_its_name_is_exercise(lex, name, verb, race):
    assert "exercise" in actual_kinds(lex, f"{name} {verb} {race} at the gala.", name)


@pytest.mark.parametrize(("name", "verb"), list(product(RUNNERS, ["runs", "swims", "ran"])))
def test_heat_after_heat_is_exercise(lex, name, verb):
    assert "exercise" in actual_kinds(lex, f"{name} {verb} heat after heat on sports day.", name)


@pytest.mark.parametrize("race", RACES)
def test_someone_elses_race_is_not_the_observers(lex, race):
    text = f"Mei runs {race} while Sione holds her tracksuit."
    assert "exercise" not in actual_kinds(lex, text, "Sione")


@pytest.mark.parametrize(("lead", "race"), list(product(
    ["Sione has signed up to run", "Sione volunteered to run", "Sione will run",
     "Sione watches the Olympians run", "Sione didn't run", "Sione is going to run"],
    ["the 1500 m", "the relay", "the 10K"])))
def test_a_planned_watched_or_negated_race_is_not_exercise(lex, lead, race):
    assert "exercise" not in actual_kinds(lex, f"{lead} {race} in March.", "Sione")


@pytest.mark.parametrize("text", [
    "Sione runs the shop on Saturdays.",
    "Sione runs the bath for the twins.",
    "Sione runs the meeting from the back room.",
    "Sione watches the 1500 m final on TV.",
    "Sione's flat is 200 m from the station.",
])
def test_no_race_controls(lex, text):
    assert "exercise" not in actual_kinds(lex, text, "Sione")
