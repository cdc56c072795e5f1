"""Hazard nouns that no other danger term named (core.yaml ``danger.terms``): storms of sand,
fire and water, a volcano's flows, weapons of war, crimes against a person, a vehicle's failure.

* "A sandstorm is heading straight for Mira's camp", "Mira is caught in the bushfire": danger.
* Controls: the same word in a film or a documentary, or named as last year's, is none.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Mira"

HAZARDS = ["sandstorm", "haboob", "firestorm", "bushfire", "lava flow", "mudflow", "lahar",
           "tidal wave", "poison gas", "airstrike", "air raid", "angry mob", "whirlpool"]
FRAMES = ["A {h} is heading straight for Mira's camp.", "Mira is caught in the {h}.",
          "The {h} hits faster than the forecast said, and Mira runs for the door."]
OTHERS = ["landmine", "kidnapper", "hijacker", "active shooter", "suspicious package",
          "fuel leak", "engine failure", "rabid dog", "venomous snake", "zombie horde"]
NEAR = ["There is a {h} near Mira.", "Mira spots a {h} right beside her."]
CONTROLS = ["Mira watches a documentary about a {h}.", "Mira watches a film about a {h}."]


def self_danger(lex, text: str) -> list:
    return [e for e in perceive(text, lex, observer=OBSERVER)
            if e.kind == "danger" and e.is_actual_self]


def test_a_hazard_noun_at_the_observer_is_danger(lex) -> None:
    def one_case(frame, hazard):
        text = frame.format(h=hazard)
        assert self_danger(lex, text), text

    cases = list(itertools.product(FRAMES, HAZARDS))
    assert failing_cases(one_case, cases) == []


def test_a_threat_beside_the_observer_is_danger(lex) -> None:
    def one_case(frame, hazard):
        text = frame.format(h=hazard)
        assert self_danger(lex, text), text

    cases = list(itertools.product(NEAR, OTHERS))
    assert failing_cases(one_case, cases) == []


def test_a_hazard_on_screen_is_none(lex) -> None:
    def one_case(frame, hazard):
        text = frame.format(h=hazard)
        assert not self_danger(lex, text), text

    cases = list(itertools.product(CONTROLS, HAZARDS + OTHERS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Two half-orcs arm-wrestle at the corner table while Mira wipes down the bar.",
    "Mira is playing a game with goblins and orcs on her phone.",
])
def test_a_fantasys_peoples_are_no_threat(lex, text):
    assert not self_danger(lex, text), text
