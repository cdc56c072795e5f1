"""A race finished, won or placed in is exercise: "finishes the charity run", "wins her heat",
"comes second in the 400 m", "sets a personal best in the 1500 m" (core.yaml's exercise verbs
with their own objects: only a race's name). Negative controls: a report finished, a raffle
won, someone else's race, a race watched, a horse's race and a hoped-for win are no exercise of
the observer's."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

NAMES = ["Ella", "Dimitri", "Aroha"]
RESULTS = ["finishes", "wins", "comes second in", "comes last in", "takes bronze in",
           "sets a personal best in", "won", "finished"]
RACES = ["the charity run", "the 100 m", "the 400 m", "the relay", "the 5k", "the hurdles",
         "the fun run", "the sack race", "the cross-country", "the triathlon"]


def test_a_race_finished_won_or_placed_in_is_exercise(lex) -> None:
    def one_case(name, verb, race):
        assert "exercise" in actual_kinds(lex, f"{name} {verb} {race} on sports day.", name)

    cases = list(product(NAMES, RESULTS, RACES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("name", NAMES)
def test_her_own_heat_won_is_exercise(lex, name):
    assert "exercise" in actual_kinds(lex, f"{name} wins her heat by a stride.", name)


def test_someone_elses_result_is_not_the_observers(lex) -> None:
    def one_case(verb, race):
        assert "exercise" not in actual_kinds(lex, f"Her brother {verb} {race}.", "Ella")

    cases = list(product(RESULTS, RACES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ella finishes the report before lunch.",
    "Ella wins the raffle at the school fair.",
    "Ella watches the Olympians win the 100 m on TV.",
    "Ella bets on the horse that wins the race.",
    "Ella's horse wins the race at Ascot.",
    "Ella hopes to win the relay next year.",
    "Ella didn't finish the charity run.",
])
def test_no_race_result_controls(lex, text):
    assert "exercise" not in actual_kinds(lex, text, "Ella")
