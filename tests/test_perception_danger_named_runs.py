"""A threat word inside a run of capitalised words mid-sentence is a name (a band, a pub, a
ship), not a threat (perception._proper_name_terms).

* "Mira's band, Armed Robbery, is setting up", "Mira drinks at the Burning Bridge", "Mira
  sails on the Silver Storm tonight": no danger.
* Controls: a named storm at a sentence's start ("Storm Ciarán will hit"), a headline after
  a colon ("Alert: Gas Leak on Deck 3") and a term after "the" ("hears the Fire Alarm") stay
  threats. (A named storm mid-sentence, "Hurricane Maria", is read as a name: keeping it added
  a false alarm on held-out text.)
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Mira"

NAMES = ["Armed Robbery", "the Burning Bridge", "the Silver Storm", "Black Avalanche",
         "the Red Tornado", "the Rising Flood"]
FRAMES = ["Mira's band, {n}, is setting up its amps on the stage.",
          "Mira drinks a pint at {n} with her old friend from work.",
          "Mira buys tickets to see {n} play at the festival tonight."]
THREATS = ["Storm Ciarán will hit your town tonight, Mira.",
           "Alert: Gas Leak on Deck 3, Mira must leave.",
           "Mira hears the Fire Alarm and runs out."]


def self_danger(lex, text: str) -> list:
    return [e for e in perceive(text, lex, observer=OBSERVER)
            if e.kind == "danger" and e.is_actual_self]


def test_a_capitalised_name_ending_in_a_threat_word_is_no_threat(lex) -> None:
    def one_case(frame, name):
        text = frame.format(n=name)
        assert not self_danger(lex, text), text

    cases = list(itertools.product(FRAMES, NAMES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", THREATS)
def test_a_storm_named_first_and_headlines_stay_threats(lex, text):
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
