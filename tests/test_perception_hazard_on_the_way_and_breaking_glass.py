"""A hazard that strikes on the way is now; served glass or china that breaks beside someone.

1. "Ana is walking back to camp as the sandstorm hits": the trip's destination cue made the
   storm a plan (what lies ahead on a trip); a hazard in a clause opened by "as", "when" or
   "while" after the trip strikes where the traveller is now. Someone else's meal in such a
   clause stays as it was, and a hazard that is the trip's purpose ("driving to the coast to
   see the storm") stays ahead.
2. "A plate shatters beside Bartek": a served thing that lands is harmless ("a plate of
   shakshuka lands in front of Yosef"), but one that shatters or smashes beside someone is
   broken glass or china, a near miss.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBSERVER = "Ana"


TRIPS = ["Ana is walking back to camp", "Ana is driving to the farm", "Ana walks to the village",
         "Ana is cycling to the harbour", "You are skiing back to the hut"]
HAZARDS = ["as the sandstorm hits", "when the blizzard closes in", "as the hail starts",
           "while the storm breaks over the ridge"]


def test_a_hazard_that_strikes_on_the_way_is_now(lex):
    cases = [f"{t} {h}." for t, h in itertools.product(TRIPS, HAZARDS)]
    assert [c for c in cases if "danger" not in actual_kinds(lex, c, OBSERVER)] == []


@pytest.mark.parametrize("text", [
    "Ana is driving to the coast to see the storm.",
    "Ana is walking to the café as the kids eat their lunch.",
])
def test_the_trips_purpose_and_others_meals_are_not_now_threats(lex, text):
    assert "danger" not in actual_kinds(lex, text, OBSERVER)


SERVED = ["A plate", "The glass", "A tray of flutes", "A mug", "A bowl"]
BREAKS = ["shatters beside Ana", "smashes right next to Ana", "splinters just beside Ana"]


def test_served_glass_or_china_that_breaks_beside_someone_is_a_near_miss(lex):
    cases = [f"{s} {b}." for s, b in itertools.product(SERVED, BREAKS)]
    assert [c for c in cases if "danger" not in actual_kinds(lex, c, OBSERVER)] == []


@pytest.mark.parametrize("text", [
    "A plate of shakshuka lands in front of Ana.",
    "The bill lands on the table beside Ana.",
    "A glass shatters at the next table; Ana keeps eating.",
])
def test_served_things_that_land_or_break_elsewhere_are_none(lex, text):
    assert "danger" not in actual_kinds(lex, text, OBSERVER)
