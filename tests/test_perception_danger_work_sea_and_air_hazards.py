"""Hazards of work sites, boats and breathing gear, named by general knowledge (core.yaml
``danger.terms``, ``danger.unfolding.groups``).

* Going over the side ("nearly goes overboard", "is pitched overboard"), a floor or a roof
  that gives ("falls through the rotten floorboards"), a vehicle put in the subject's way
  ("the forklift reverses into her path", "clipped by a wing mirror"), clothes drawn into a
  machine ("her sleeve gets caught in the lathe"), air or pressure lost ("her air supply cuts
  out", "his suit loses pressure", "the bends"), a brick through the window, a power tool that
  bucks ("the chainsaw kicks back"), a load swinging at the subject.
* Controls: "went overboard on the decorations", "the deal fell through", someone else's
  hazard, a hazard in a film, and a negated one are not the observer's.
"""

from __future__ import annotations

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Mira"

MINE = [
    "{o} slips on the wet deck and nearly goes overboard.",
    "{o} is pitched overboard by a freak wave.",
    "{o} falls through the rotten floorboards of the barn.",
    "{o} falls through the skylight onto the workshop floor.",
    "{o} crosses the yard and the forklift reverses straight into her path.",
    "{o} steps into the path of a bus.",
    "{o} is clipped by a wing mirror on the narrow lane.",
    "{o}'s sleeve gets caught in the lathe.",
    "{o}'s scarf gets caught in the winch.",
    "{o}'s air supply cuts out at thirty metres.",
    "{o}'s suit loses pressure halfway through the spacewalk.",
    "{o} surfaces too fast and feels the bends coming on.",
    "The chainsaw kicks back towards {o}'s face.",
    "A pallet of bricks swings towards {o} on the scaffold.",
]

OTHERS = [
    "Tomas slips on the wet deck and nearly goes overboard while {o} sleeps ashore.",
    "Tomas falls through the rotten floorboards while {o} waits in the car outside.",
    "Tomas's sleeve gets caught in the lathe while {o} is at home.",
    "Tomas's air supply cuts out at thirty metres while {o} waits in the hotel.",
]

NONE = [
    "{o} went overboard on the decorations for the party.",
    "The deal fell through and {o} went home.",
    "{o} watches a film in which a diver's air supply cuts out.",
    "{o}'s sleeve didn't get caught in the lathe, thanks to the guard.",
]


def danger(lex, text: str, observer: str = OBSERVER) -> list:
    return [e for e in perceive(text, lex, observer=observer) if e.kind == "danger"]


def mine(lex, text: str) -> bool:
    return any(e.is_actual_self for e in danger(lex, text))


def test_the_observers_hazard(lex) -> None:
    def one_case(frame):
        text = frame.format(o=OBSERVER)
        assert mine(lex, text), text

    cases = MINE
    assert failing_cases(one_case, cases) == []


def test_the_same_hazard_of_someone_else(lex) -> None:
    def one_case(frame):
        text = frame.format(o="Tomas")
        assert not mine(lex, text), text

    cases = [f for f in MINE if "her path" not in f]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("frame", OTHERS)
def test_someone_elses_hazard_while_the_observer_is_away(lex, frame):
    text = frame.format(o=OBSERVER)
    assert not mine(lex, text), text


@pytest.mark.parametrize("frame", NONE)
def test_no_hazard(lex, frame):
    text = frame.format(o=OBSERVER)
    assert not mine(lex, text), text
