"""Sitting or lying to wait is no rest, and a seat by the fire gives way to the work done there
("Mariam sits by the stove waiting for the buuz to finish steaming" and "Fionnuala sits by the
stove mending socks" gave rest).

The rest kind's ``waiting_after`` phrases ("waiting for", "waiting to"), within a few tokens
after a rest term or a seat in its sentence, make the posture the wait's; the fireside terms
("sit by the stove", "sit by the fire", "sit by the heater") yield to work, exercise or company
in their clause. Sitting by the heater warming one's hands, or on the sofa with the wait in
another sentence, stays rest.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

SEATS = ["sits by the stove", "sits on the sofa", "sits by the fire", "lies on the bench",
         "sits on the harbour wall", "sits in her armchair"]
WAITS = ["waiting for the buuz to finish steaming", "waiting for the kettle to boil",
         "waiting for her number to be called", "waiting to be called in"]


def test_sitting_to_wait_is_no_rest(lex) -> None:
    def one_case(seat, wait):
        assert "rest" not in actual_kinds(lex, f"Ana {seat} {wait}.", "Ana")

    cases = list(itertools.product(SEATS, WAITS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana sits by the stove mending socks.",
    "Ana sits by the fire mending the nets.",
])
def test_a_fireside_seat_gives_way_to_work(lex, text):
    assert "rest" not in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("text", [
    "Ana sits by the heater, warming her hands.",
    "Ana sits on the sofa with her feet up.",
    "Ana sits on the sofa. She is waiting for the pizza.",
    "Ana sits by the stove, eyes half closed, for an hour.",
])
def test_a_rest_with_no_wait_stays(lex, text):
    assert "rest" in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("effort", ["swims out to the buoy and back three times",
                                    "deadlifts a new personal best of 140 kilos",
                                    "does forty push-ups"])
@pytest.mark.parametrize("breather", ["floats on her back until her heart settles",
                                      "slumps on the bench, completely spent"])
def test_a_breather_as_the_next_step_of_a_workout_is_no_rest(lex, effort, breather):
    got = actual_kinds(lex, f"Ana {effort}, then {breather}.", "Ana")
    assert "exercise" in got
    assert "rest" not in got


@pytest.mark.parametrize("text", [
    "Ana runs 10k, then she lies on the sofa all afternoon.",
    "Ana separates the laundry, then flops onto the bed and listens to the rain for half an "
    "hour.",
    "Ana floats on her back in the lake.",
    "Ana slumps on the sofa.",
])
def test_a_rest_of_its_own_stays(lex, text):
    assert "rest" in actual_kinds(lex, text, "Ana")
