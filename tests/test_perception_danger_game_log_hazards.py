"""A game log's hazard readings are threats where the subject is (core.yaml danger terms).

"Radiation spike in Desmond's sector: 4.2 Sv/h", "ALERT: movement at the barricade of
Fionnuala's shelter. Infected nearby: 3." are danger for the one whose place it is ("infected
nearby" was an illness); controls: the same reading at someone else's place, or far away, is
not the observer's.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

OBSERVER = "Desmond"
READINGS = ["Radiation spike", "Radiation surge", "Movement at the barricade",
            "Infected nearby: 3", "Hostiles nearby: 2"]


def test_a_hazard_reading_at_the_observers_place_is_danger(lex) -> None:
    def one_case(stamp, reading, place):
        found = actual_kinds(lex, f"{stamp} {reading} {place}.", OBSERVER)
        assert "danger" in found
        assert "illness" not in found

    cases = list(itertools.product(
        ["[Day 17 | 21:33]", "[Day 3]", "Turn 41 ·"], READINGS,
        ["in Desmond's sector", "at Desmond's shelter", "near your bunker"]))
    assert failing_cases(one_case, cases) == []


def test_the_same_reading_at_someone_elses_place_is_theirs(lex) -> None:
    def one_case(reading, place):
        assert "danger" not in actual_kinds(
            lex, f"[Day 17] {reading} {place}. Desmond's bunker is sealed.", OBSERVER)

    cases = list(itertools.product(
        READINGS, ["in Kofi's sector", "at Mara's camp"]))
    assert failing_cases(one_case, cases) == []
