"""Threats told by a phrase or by what a rope, a small boat or a mount does (core.yaml
``danger.terms`` and ``danger.unfolding`` groups).

* "Mira is trapped in the burning building", "her parachute fails to open", "bullets whizz
  past her head", "she is stranded on the mountain", "her canoe tips over in the rapids",
  "the rope snaps", "her horse bolts towards the road", "a pack of dogs surrounds her".
* Controls: someone else's rope, boat or horse with the observer elsewhere is not hers; gear
  out of order ("the treadmill harness is broken"), a boat going down a river and a horse
  throwing a shoe are no threat.
"""

from __future__ import annotations

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Mira"

THREATS = [
    "Mira is trapped in the burning building.",
    "Mira's parachute fails to open.",
    "Mira's oxygen is running low.",
    "Mira is followed home by a stranger.",
    "Mira's plane makes an emergency landing.",
    "Mira's ship hits an iceberg.",
    "Bullets whizz past Mira's head.",
    "Mira is stranded on the mountain as night falls.",
    "Mira's car stalls on the level crossing.",
    "Mira's kayak is swept towards the weir.",
    "Mira's canoe tips over in the rapids.",
    "The dinghy Mira is in starts to sink.",
    "The rope snaps and Mira dangles over the drop.",
    "Mira's harness gives way and she drops a metre.",
    "The ladder slips and Mira grabs the gutter.",
    "Mira's horse bolts towards the road.",
    "The pony rears up and throws Mira.",
    "A pack of dogs surrounds Mira.",
]
NONE = [
    "Mira bails on the gym again; the treadmill harness is broken.",
    "Mira's boat goes down the river to the harbour.",
    "Mira's horse throws a shoe on the lane.",
    "Mira's horse throws her sister into the hedge.",
    "Mira coils the rope and hangs it on the hook.",
    "Tom's canoe tips over in the rapids while Mira is at home in Leeds.",
    "Mira reads about a ship that hit an iceberg in 1912.",
]


def self_danger(lex, text: str) -> list:
    return [e for e in perceive(text, lex, observer=OBSERVER)
            if e.kind == "danger" and e.is_actual_self]


def test_a_phrased_threat_is_danger(lex) -> None:
    def one_case(text):
        assert self_danger(lex, text), text

    cases = THREATS
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", NONE)
def test_gear_trips_and_others_threats_are_not(lex, text):
    assert not self_danger(lex, text), text


MORE = [
    "A drunk driver swerves across the road towards Mira's car.",
    "Mira's suit is losing pressure.",
    "The hull of Mira's station is breached and air hisses out.",
    "Mira's raft begins to drift out to sea.",
    "The tide is coming in fast around the rock where Mira is sitting.",
    "Your ex turns up at your door shouting that he will kill you.",
    "The sirens wail and Mira dives for cover.",
    "The extension lead behind Mira's desk is sparking.",
    "The troll lumbers towards Mira.",
    "The dragon swoops low over the village, and Mira dives behind the well.",
    "A pack of wolves swoops down the slope at Mira.",
]
MORE_NONE = [
    "Mira paddles a dragon boat in the harbour race.",
    "Mira works with a skeleton staff over Christmas.",
    "Tom swerves towards his own driveway while Mira waits in Leeds.",
    "Mira's dog races towards the ball.",
]


def test_more_phrased_threats_are_danger(lex) -> None:
    def one_case(text):
        assert self_danger(lex, text), text

    cases = MORE
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", MORE_NONE)
def test_beasts_named_for_other_things_are_none(lex, text):
    assert not self_danger(lex, text), text


EVEN_MORE = [
    "The stove's pilot light has gone out and Mira's kitchen reeks of gas.",
    "A deer leaps out in front of Mira's car.",
    "Mira treads on an adder in the long grass.",
    "Mira hangs by her fingertips from the ledge.",
    "The lift jolts and Mira is stuck between floors.",
    "Mira is locked in the walk-in freezer at work.",
    "Shells are falling on the road beside the field hospital where Mira works.",
    "A mortar round lands fifty metres from Mira's trench.",
]
EVEN_MORE_NONE = [
    "Mira collects shells on the beach with her son.",
    "Mira tied the boat to the jetty.",
    "Mira hangs the washing on the line.",
    "Mira smells of garlic after cooking.",
]


@pytest.mark.parametrize("text", EVEN_MORE)
def test_even_more_phrased_threats_are_danger(lex, text):
    assert self_danger(lex, text), text


@pytest.mark.parametrize("text", EVEN_MORE_NONE)
def test_shells_and_smells_of_daily_life_are_none(lex, text):
    assert not self_danger(lex, text), text


BATCH = [
    "Mira hears the crack of a rifle and a bullet thuds into the tree beside her.",
    "Mira's arm gets caught in the baler.",
    "Mira's rover tips on the crater rim and slides toward the edge.",
    "A gang of youths bears down on Mira in the underpass.",
    "The vampire lunges at Mira.",
    "A car drives into the crowd at the market where Mira is shopping.",
    "A fight breaks out around Mira and bottles start flying.",
    "Three men close in on Mira in the stairwell.",
]
BATCH_NONE = [
    "Two boys in the block corner start walloping each other while Mira changes a nappy.",
    "Mira drives into the car park at the market.",
    "Mira's spider plant needs watering.",
]


@pytest.mark.parametrize("text", BATCH)
def test_war_farm_and_fantasy_threats_are_danger(lex, text):
    assert self_danger(lex, text), text


@pytest.mark.parametrize("text", BATCH_NONE)
def test_corners_car_parks_and_plants_are_none(lex, text):
    assert not self_danger(lex, text), text
