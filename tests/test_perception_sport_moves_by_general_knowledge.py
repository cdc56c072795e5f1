"""A sport's own moves, each made only by its player, are exercise: a bike ridden up or over a
climb ("cycles up the mountain pass"), a boat rowed in a regatta or out to a place, a dive off
a board, a wave caught, a six or a century hit, a putt holed, a gymnast's routine, a trapeze
swung on. Negative controls: someone else's move is never the observer's; a car's cartwheel,
cushions laid on a beam and a planned regatta are no exercise of the observer's."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

NAMES = ["Ana", "Kofi", "Saoirse"]
MOVES = ["cycles up the mountain pass", "cycled over the col in the rain",
         "cycles the length of the valley", "rows in the regatta", "rowed out to the island",
         "dives off the top board", "catches a wave at the point", "rides the waves all morning",
         "hits a six over the pavilion", "scores a century for the village side",
         "sinks the putt on the last green", "performs her routine on the beam",
         "swings on the trapeze at circus school", "turns cartwheels on the lawn"]


def test_a_sports_own_move_is_exercise(lex) -> None:
    def one_case(name, move):
        assert "exercise" in actual_kinds(lex, f"{name} {move}.", name)

    cases = list(product(NAMES, MOVES))
    assert failing_cases(one_case, cases) == []


def test_someone_elses_move_is_not_the_observers(lex) -> None:
    def one_case(move):
        assert "exercise" not in actual_kinds(lex, f"Her nephew {move} while Ana watches.", "Ana")

    cases = MOVES
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana's car cartwheels down the embankment.",
    "Ana lays the cushions on the balance beam.",
    "Ana will row in the regatta next summer.",
    "Ana didn't catch a wave all week.",
])
def test_no_exercise_controls(lex, text):
    assert "exercise" not in actual_kinds(lex, text, "Ana")
