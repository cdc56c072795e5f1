"""A run, a jog or a sprint to a door, a loo, a tent or one's mark a few steps off is a hurry,
not a workout ("jogs to the marquee", "jogging to his mark", "runs for the door", "jogs three
slow steps after a departing taxi"): core.yaml's exercise ``for_a_ride`` places and fillers.
Controls: a place run to and back, laps and a finish line sprinted for stay exercise."""

from __future__ import annotations

from itertools import product

from helpers import actual_kinds, failing_cases

NAMES = ["Koa", "Moussa", "Ilse"]
MOVES = ["jogs", "runs", "sprints", "dashes"]
SPOTS = ["to the marquee", "for the door", "to the loo", "to the gangway", "to her mark",
         "three slow steps after a departing taxi", "a few steps to the phone",
         "for the exit"]


def test_a_short_hurry_is_no_workout(lex) -> None:
    def one_case(name, move, spot):
        assert "exercise" not in actual_kinds(lex, f"{name} {move} {spot}.", name)

    cases = list(product(NAMES, MOVES, SPOTS))
    assert failing_cases(one_case, cases) == []


def test_a_run_there_and_back_stays_exercise(lex) -> None:
    def one_case(name, text):
        assert "exercise" in actual_kinds(lex, text.format(n=name), name)

    cases = list(product(NAMES, [
        "{n} jogged to the harbour and back.", "{n} jogs to the car park and back twice.",
        "{n} jogs two laps of the track.", "{n} sprints to the finish line.",
        "{n} is pulling in the tug-of-war for the lifeboat crew."]))
    assert failing_cases(one_case, cases) == []
