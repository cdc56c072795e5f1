"""An alarm with its fire told, a hazard as a lesson's topic, and a vehicle that strikes,
pins or runs down the subject (core.yaml ``danger.not_before``, ``danger.not_after``,
``danger.unfolding.groups``, ``danger.near_miss.hazards``, the margin terms).

* a fire alarm with smoke or flames told, and an alarm named for its hazard, are danger.
* "draws the fire triangle", "an essay on floods", "a lesson about earthquakes": a topic.
* "a van rams Anas's scooter", "a cart pins Youssef against the wall", "the scooter
  scrapes past Itto", "misses his knee by a finger's width": the observer's danger; someone
  else's scooter struck is theirs.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Mira"

ALARMS_WITH_FIRE = ["The fire alarm is blaring and thick smoke pours along the corridor "
                    "outside {o}'s room.",
                    "Flames climb the stairwell of {o}'s building and the fire alarm screams."]
TOPICS = ["{o} draws the fire triangle on the whiteboard.",
          "{o} writes an essay on floods.", "{o} gives a lesson about earthquakes.",
          "{o} hands out a worksheet on volcanoes.", "{o} prepares a presentation on hurricanes."]
VEHICLES = ["van", "lorry", "taxi", "tractor", "cart"]
STRIKES = ["rams {o}'s scooter", "careers into {o}'s car", "sideswipes {o}'s bike"]


def danger(lex, text: str, observer: str = OBSERVER) -> list:
    return [e for e in perceive(text, lex, observer=observer) if e.kind == "danger"]


def mine(lex, text: str) -> bool:
    return any(e.is_actual_self for e in danger(lex, text))


@pytest.mark.parametrize("alarm", ["gas alarm", "breach alarm", "radiation alarm"])
def test_an_alarm_named_for_its_hazard_stays(lex, alarm):
    text = f"The {alarm} goes off in {OBSERVER}'s module."
    assert mine(lex, text), text


@pytest.mark.parametrize("frame", TOPICS)
def test_a_hazard_as_a_topic_is_no_danger(lex, frame):
    text = frame.format(o=OBSERVER)
    assert not mine(lex, text), text


def test_a_vehicle_strikes_what_the_observer_rides(lex) -> None:
    def one_case(vehicle, strike):
        text = f"A {vehicle} {strike.format(o=OBSERVER)} at full speed."
        assert mine(lex, text), text

    cases = list(itertools.product(VEHICLES, STRIKES))
    assert failing_cases(one_case, cases) == []


def test_a_vehicle_strikes_someone_elses(lex) -> None:
    def one_case(vehicle, strike):
        text = f"A {vehicle} {strike.format(o='Tomas')} while {OBSERVER} watches from the cafe."
        assert not mine(lex, text), text

    cases = list(itertools.product(VEHICLES, STRIKES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("vehicle", VEHICLES)
def test_a_vehicle_pins_the_observer(lex, vehicle):
    text = f"The {vehicle} pins {OBSERVER} against the wall as it turns the corner."
    assert mine(lex, text), text
    assert not mine(lex, text.replace(OBSERVER, "Tomas"))


@pytest.mark.parametrize("vehicle", ["scooter", "moped", "cart", "van"])
def test_a_vehicle_scraping_past(lex, vehicle):
    text = f"The {vehicle} scrapes past {OBSERVER} in the alley but doesn't touch her."
    assert mine(lex, text), text
    assert not mine(lex, f"The {vehicle} scrapes past Tomas in the alley while {OBSERVER} "
                         "sleeps at home.")


@pytest.mark.parametrize("margin", ["by a finger's width", "by a finger's breadth",
                                    "by a fingernail"])
def test_a_miss_by_a_finger(lex, margin):
    text = f"The wheel hub misses {OBSERVER}'s knee {margin}."
    assert mine(lex, text), text
