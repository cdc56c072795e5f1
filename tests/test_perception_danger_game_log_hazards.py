"""A game log's hazard readings are threats where the subject is (core.yaml danger terms).

"Radiation spike in Desmond's sector: 4.2 Sv/h", "ALERT: movement at the barricade of
Fionnuala's shelter. Infected nearby: 3." are danger for the one whose place it is ("infected
nearby" was an illness); controls: the same reading at someone else's place, or far away, is
not the observer's.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBSERVER = "Desmond"
READINGS = ["Radiation spike", "Radiation surge", "Movement at the barricade",
            "Infected nearby: 3", "Hostiles nearby: 2"]


@pytest.mark.parametrize(("stamp", "reading", "place"), list(itertools.product(
    ["[Day 17 | 21:33]", "[Day 3]", "Turn 41 ·"], READINGS,
    ["in Desmond's sector", "at Desmond's shelter", "near your bunker"])))
def test_a_hazard_reading_at_the_observers_place_is_danger(lex, stamp: str, reading: str,
                                                           place: str) -> None:
    found = actual_kinds(lex, f"{stamp} {reading} {place}.", OBSERVER)
    assert "danger" in found
    assert "illness" not in found


@pytest.mark.parametrize(("reading", "place"), list(itertools.product(
    READINGS, ["in Kofi's sector", "at Mara's camp"])))
def test_the_same_reading_at_someone_elses_place_is_theirs(lex, reading: str,
                                                           place: str) -> None:
    assert "danger" not in actual_kinds(
        lex, f"[Day 17] {reading} {place}. Desmond's bunker is sealed.", OBSERVER)
