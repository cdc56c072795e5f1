"""A threat word for fatigue, a dish, a speed, a hearth or a thing that pops for fun is no danger
(core.yaml ``danger.not_before``, ``danger.not_after``; a collapse onto furniture is rest,
``rest`` exceptions).

* A person who collapses onto furniture flops down tired ("Mira collapses into bed", "you
  collapse onto the sofa after the run"); a structure that collapses stays a threat ("the roof
  collapses on Mira", "the tunnel collapses behind you"), and so does a person collapsing
  anywhere else (test_perception_who_modes_scope_and_false_friends.py: "You collapse on the
  pavement, clutching your chest").
* "smash burgers", "lightning reflexes": a dish and a speed ("flooding fast" stays a threat).
* "the fireworks explode", "a bath bomb", "the balloons burst": fun.
* A fire someone builds, lights, stokes or tends is a hearth ("builds a fire at the
  campsite"); a fire that breaks out stays a threat.
* A thing named for a hazard: "a knife sharpener", "smoke stains", "a bomb timer", "a hurricane
  cocktail", "a thunderstorm documentary", "the danger zone playlist".
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Mira"
SELVES = [("Mira", "Mira"), ("you", "you"), ("I", "me")]

TIRED = ["{S} collapses into bed after the double shift.",
         "{S} collapses onto the sofa after the run.",
         "{S} collapses into a chair in the staff room."]
STRUCTURE = ["The roof collapses on {o}.", "The tunnel collapses behind {o}.",
             "The floor collapses under {o}.", "The scaffolding collapses next to {o}."]
FUN = ["{S} flips six smash burgers for the lunch rush.",
       "{S} has lightning reflexes in goal.",
       "{S} watches the fireworks explode over the harbour.",
       "{S} drops a bath bomb into the tub and soaks.",
       "The balloons burst one by one as {s} pops them."]


def fill(template: str, s: str, o: str) -> str:
    text = template.format(s=s, S=s, o=o)
    text = text.replace("I collapses", "I collapse").replace("I flips", "I flip")
    text = text.replace("I is", "I am").replace("I has", "I have").replace("I watches", "I watch")
    text = text.replace("I drops", "I drop").replace("you collapses", "you collapse")
    text = text.replace("you flips", "you flip").replace("you is", "you are")
    text = text.replace("you has", "you have").replace("you watches", "you watch")
    text = text.replace("you drops", "you drop")
    text = text.replace("You collapses", "You collapse").replace("You flips", "You flip")
    text = text.replace("You is", "You are").replace("You has", "You have")
    text = text.replace("You watches", "You watch").replace("You drops", "You drop")
    return text[0].upper() + text[1:]


def danger(lex, text: str) -> list:
    return [e for e in perceive(text, lex, observer=OBSERVER) if e.kind == "danger"]


def test_fatigue_and_fun_are_no_danger(lex) -> None:
    def one_case(frame, self_):
        text = fill(frame, *self_)
        assert not any(e.is_actual_self for e in danger(lex, text)), text

    cases = list(itertools.product(TIRED + FUN, SELVES))
    assert failing_cases(one_case, cases) == []


def test_a_structure_collapsing_stays_a_danger(lex) -> None:
    def one_case(frame, self_):
        text = fill(frame, *self_)
        assert any(e.is_actual_self for e in danger(lex, text)), text

    cases = list(itertools.product(STRUCTURE, SELVES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "A stray firework explodes in Mira's face.",
    "The chimney collapses onto Mira's car.",
    "A bomb goes off in the station as Mira waits for her train.",
])
def test_real_threats_next_to_the_fun_words(lex, text):
    assert any(e.is_actual_self for e in danger(lex, text)), text


HEARTH = ["{S} builds a fire at the campsite and cooks dinner.",
          "{S} lit a fire in the grate and read till midnight.",
          "Before bed {s} stokes the fire.",
          "{S} tends the fire while the stew simmers."]


def test_a_fire_made_on_purpose_is_no_danger(lex) -> None:
    def one_case(frame, self_):
        text = fill(frame, *self_).replace("I builds", "I build").replace("you builds", "you build")
        text = text.replace("You builds", "You build").replace("I stokes", "I stoke")
        text = text.replace("you stokes", "you stoke").replace("I tends", "I tend")
        text = text.replace("You tends", "You tend")
        assert not any(e.is_actual_self for e in danger(lex, text)), text

    cases = list(itertools.product(HEARTH, SELVES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "A fire breaks out in Mira's kitchen.",
    "The pilot makes a crash landing with Mira aboard.",
    "Someone lit a fire in the stairwell of Mira's block and smoke pours up the stairs.",
])
def test_a_fire_that_starts_by_itself_or_a_landing_stays_a_danger(lex, text):
    assert any(e.is_actual_self for e in danger(lex, text)), text


@pytest.mark.parametrize("text", [
    "Mira buys a knife sharpener at the market.",
    "Mira cleans the smoke stains off the ceiling.",
    "Mira sets the bomb timer in the escape room.",
    "Mira mixes a hurricane cocktail for her guests.",
    "Mira rides the avalanche rollercoaster twice.",
    "Mira watches a thunderstorm documentary.",
    "Mira flips through her danger zone playlist.",
    "Mira shows off her new lightning tattoo.",
])
def test_a_thing_named_for_a_hazard_is_no_danger(lex, text):
    assert not any(e.is_actual_self for e in danger(lex, text)), text


@pytest.mark.parametrize("text", [
    "A knife flashes in the alley as a man lunges at Mira.",
    "Smoke pours under Mira's door.",
    "A hurricane slams into Mira's town tonight.",
    "Mira's street is flooding fast.",
])
def test_the_hazard_itself_stays_a_danger(lex, text):
    assert any(e.is_actual_self for e in danger(lex, text)), text
