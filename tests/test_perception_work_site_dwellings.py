"""Dwellings by their kind the world over (a ger, a yurt, a tipi, an igloo, a longhouse, a
houseboat, a shack) are homes in a status line's place: a task there is a chore, no job. A
workplace in their stead still makes the job."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

OBSERVER = "Narantsetseg"


def works(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.kind == "work" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


HOMES = ["summer ger: doorway", "family yurt", "tipi", "houseboat: deck", "longhouse: hearth",
         "beach shack"]
CHORES = ["is peeling potatoes", "is sweeping the floor", "is chopping onions"]


def test_a_task_at_a_dwelling_is_a_chore(lex):
    texts = [f"{OBSERVER} {c} @ {h}" for c, h in itertools.product(CHORES, HOMES)]
    fired = [t for t in texts if works(lex, t)]
    assert fired == []


@pytest.mark.parametrize("text", [
    "Narantsetseg is peeling potatoes @ field kitchen: prep table",
])
def test_a_workplace_still_makes_the_job(lex, text):
    assert works(lex, text)
