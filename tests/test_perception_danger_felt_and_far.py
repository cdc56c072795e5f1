"""A quake felt is a threat, a minor one a mild one; a threat in another unit of a country is
other people's (s10, core.yaml ``danger.terms`` and ``cues.distance``).

* "quake" is a threat term (0.8), "a minor quake" or "a mild quake" a mild one (0.4); a person
  quaking with fear or in their boots is none (exceptions).
* "in another province", "in another state", "in another part of the country" place a threat
  far away: others', never the observer's.

Seen in the tuning sets as r63-138 and r64-103 (a leak); the grids widen each shape to
subjects x phrasings x places.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Dara"


def events(lex, text: str, observer: str = OBSERVER) -> list:
    return [e for e in perceive(text, lex, observer=observer) if e.kind == "danger"]


def mine(lex, text: str) -> list:
    return [e for e in events(lex, text) if e.is_actual_self]


QUAKES = ["A quake", "The quake", "A sharp quake", "A minor quake", "A mild quake"]
FELT = ["shakes Dara's flat", "rattles the cups on your shelf", "passes under Dara's office",
        "rocks the building while Dara is at her desk"]


def test_a_quake_felt_is_a_threat_and_a_minor_one_mild(lex):
    got = {(q, f): [e.strength for e in mine(lex, f"{q} {f}.")]
           for q, f in itertools.product(QUAKES, FELT)}
    assert {k: v for k, v in got.items() if len(v) != 1} == {}
    assert {v[0] for (q, _), v in got.items() if q in ("A minor quake", "A mild quake")} == {0.4}
    assert {v[0] for (q, _), v in got.items() if q in ("A quake", "The quake")} == {0.8}


def test_a_quake_tuning_line_is_a_mild_threat(lex):
    text = ("A faint shudder runs through the floor of Santiago's office tower as a minor "
            "quake passes; it's gone in a second.")
    got = [(e.subject, e.mode, e.strength, e.term) for e in events(lex, text, "Santiago")]
    assert got == [("self", "actual", 0.4, "minor quake")]


def test_a_person_quaking_is_no_quake(lex):
    for text in ["Dara is quaking with fear.", "Dara quakes in her boots at the thought.",
                 "You quake with cold at the bus stop.", "Dara quaked with laughter."]:
        assert events(lex, text) == [], text


THREATS = ["a landslide has buried a mountain village", "a quake has flattened a town",
           "a wildfire is raging", "floods have cut off two villages"]
FAR = ["in another province", "in another state", "in another part of the country",
       "in another county", "at the other end of the country"]
HEARD = ["Dara gets a push alert:", "The radio says", "You read that"]


def test_a_threat_in_another_unit_of_the_country_is_others(lex):
    leaks = [text for heard, threat, far in itertools.product(HEARD, THREATS, FAR)
             if mine(lex, text := f"{heard} {threat} {far}.")]
    assert leaks == []
