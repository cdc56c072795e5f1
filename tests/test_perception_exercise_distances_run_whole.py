"""A distance or a loop run whole is exercise: "runs the full 10 km loop round the campus lake",
"ran the whole 26.2 miles", "cycles the five-mile loop" (core.yaml's exercise verbs "run the
full/whole/entire", longer than the exception "run the", and the objects "loop", "km loop",
"mile loop"). A shop or a meeting run, a song on a loop, someone else's run and a planned one
are not the observer's exercise."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

RUNNERS = ["Camila", "Bongani", "Kwabena"]
WHOLE = ["runs the full", "ran the whole", "runs the entire"]
DISTANCES = ["10 km loop round the campus lake", "26.2 miles", "5k", "five-mile loop",
             "8 km loop"]


def test_a_distance_run_whole_is_exercise(lex) -> None:
    def one_case(name, verb, distance):
        assert "exercise" in actual_kinds(lex, f"{name} {verb} {distance}.", name)

    cases = list(product(RUNNERS, WHOLE, DISTANCES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("name", "verb"), list(product(RUNNERS, ["runs a", "cycles the",
                                                                  "cycles a"])))
def test_a_loop_run_or_ridden_is_exercise(lex, name, verb):
    """("run the" is an exception, the shop or the meeting run; since session 34 a loop is read
    past it by its own terms: "run the loop", "run the five" + a distance or a loop.)"""
    text = f"{name} {verb} five-mile loop round the reservoir."
    assert "exercise" in actual_kinds(lex, text, name)


def test_someone_elses_run_is_not_the_observers(lex) -> None:
    def one_case(verb, distance):
        assert "exercise" not in actual_kinds(lex, f"Mei {verb} {distance}.", "Camila")

    cases = list(product(WHOLE, DISTANCES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Camila runs the whole shop by herself.",
    "Camila runs the entire kitchen on Saturdays.",
    "Camila plays the song on a loop.",
    "Camila is stuck in a feedback loop with the printer.",
    "Camila will run the full 10 km loop tomorrow.",
    "Camila didn't run the whole 5k.",
])
def test_no_run_controls(lex, text):
    assert "exercise" not in actual_kinds(lex, text, "Camila")
