"""A threat word that ends a run of capitalised words mid-sentence is a name (a band, a pub,
a ship), not a threat (perception._threat_names).

* "Mira's band, Armed Robbery, is setting up", "Mira drinks at the Burning Bridge", "Mira
  sails on the Silver Storm tonight": no danger.
* Controls: a named storm ("Storm Ciarán", "Tropical Storm Ana", "Hurricane Maria"), a
  headline after a colon ("Alert: Gas Leak on Deck 3") and a run at a sentence's start stay
  threats.
"""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

OBSERVER = "Mira"

NAMES = ["Armed Robbery", "the Burning Bridge", "the Silver Storm", "Black Avalanche",
         "the Red Tornado", "the Rising Flood"]
FRAMES = ["Mira's band, {n}, is setting up its amps.", "Mira drinks at {n} with Tom.",
          "Mira buys tickets to see {n} play tonight."]
THREATS = ["Storm Ciarán will hit your town tonight, Mira.",
           "Tropical Storm Ana is heading for Mira's island.",
           "The radio says Hurricane Maria will hit Mira's town.",
           "Alert: Gas Leak on Deck 3, Mira must leave.",
           "Mira hears the Fire Alarm and runs out."]


def self_danger(lex, text: str) -> list:
    return [e for e in perceive(text, lex, observer=OBSERVER)
            if e.kind == "danger" and e.is_actual_self]


@pytest.mark.parametrize("frame,name", list(itertools.product(FRAMES, NAMES)))
def test_a_capitalised_name_ending_in_a_threat_word_is_no_threat(lex, frame, name):
    text = frame.format(n=name)
    assert not self_danger(lex, text), text


@pytest.mark.parametrize("text", THREATS)
def test_named_storms_and_headlines_stay_threats(lex, text):
    assert self_danger(lex, text), text


CAMERA_WORK = ["is shooting a wedding in Bath today", "spends the day shooting portraits",
               "is on set; they are shooting the final scene",
               "is shooting a music video in the docks", "shoots an advert for a bank"]


@pytest.mark.parametrize("work", CAMERA_WORK)
def test_shooting_a_picture_or_a_film_is_no_gunfire(lex, work):
    text = f"Mira {work}."
    assert not self_danger(lex, text), text


def test_shooting_at_the_observer_stays_a_threat(lex):
    assert self_danger(lex, "A man starts shooting at Mira from the car.")
