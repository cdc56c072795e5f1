"""A trip's destination does not reach into a clause of what happens meanwhile, opened by "as"
+ a subject ("is walking back to unit base as the sandstorm hits", "cycles to the depot as a
storm breaks"): that is now, not what the trip is for. Controls: what the trip is for stays
ahead ("walks to the pool for a swim as fast as she can": "as" + an adverb opens no clause)."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

from engine.perception import perceive

PEOPLE = ["Oksana", "Tom", "Kofi"]
TRIPS = ["is walking back to unit base", "drives to the depot", "is cycling to the station",
         "heads to the harbour"]
MEANWHILE = [("the sandstorm hits", "danger"), ("a storm breaks overhead", "danger"),
             ("the flood water rises around the car", "danger")]


def all_modes(lex, text: str, observer: str) -> set[str]:
    return {e.mode for e in perceive(text, lex, observer=observer) if e.subject == "self"}


def test_a_clause_opened_by_as_is_not_what_the_trip_is_for(lex):
    cases = [(f"{n} {t} as {m}.", n, k) for n, t, (m, k)
             in itertools.product(PEOPLE, TRIPS, MEANWHILE)]
    assert len(cases) == 36
    assert [t for t, n, k in cases if "planned" in all_modes(lex, t, n)] == []


@pytest.mark.parametrize("who", PEOPLE)
def test_control_what_the_trip_is_for_stays_ahead(lex, who):
    assert "exercise" not in actual_kinds(lex, f"{who} walks to the pool for a swim as fast as she "
                                               "can.", who)
