"""A miss told by its tiny margin, a vehicle that loses its line, and failing brakes
(core.yaml ``danger.terms``, ``danger.unfolding.groups``).

* "misses Mira by a whisker", "by a hair's breadth", "stops with ten metres to spare": a near
  miss for the one it nearly hits.
* "Mira's trailer slides sideways on the ice", "the van goes into a spin", "the brakes fade on
  the descent": a vehicle out of control under its rider.
* Controls: someone else's miss or skid is never the observer's; "with minutes to spare" (time,
  not length) is none; a film's skid is none; a negated or planned one is not actual.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Mira"

THINGS = ["A falling slate", "The bus", "A speeding van", "A flying bottle", "The swinging boom",
          "A loose boulder"]
MARGINS = ["by a whisker", "by a hair", "by a hair's breadth", "by millimetres",
           "by a few inches", "by a couple of inches"]
VERBS = ["misses {p} {m}", "missed {p} {m} on the way down", "just misses {p} {m}"]

VEHICLES = ["car", "van", "trailer", "caravan", "quad", "motorbike", "sled", "pickup"]
LOSSES = ["slides sideways on the ice", "goes into a spin on the bend",
          "skids off the track", "starts slewing towards the drop", "leaves the road",
          "flips over on the bank"]

BRAKES = ["The brakes fade on the descent", "The brakes fail on the hill",
          "Her brakes give out on the pass", "The steering locks on the bend"]


def danger(lex, text: str, observer: str = OBSERVER) -> list:
    return [e for e in perceive(text, lex, observer=observer) if e.kind == "danger"]


def mine(lex, text: str) -> bool:
    return any(e.is_actual_self for e in danger(lex, text))


def test_a_miss_by_a_tiny_margin_is_a_near_miss(lex) -> None:
    def one_case(thing, margin, verb):
        text = f"{thing} {verb.format(p=OBSERVER, m=margin)}."
        assert mine(lex, text), text

    cases = list(itertools.product(THINGS, MARGINS, VERBS))
    assert failing_cases(one_case, cases) == []


def test_someone_else_missed_by_a_margin_is_not_the_observers(lex) -> None:
    def one_case(thing, margin):
        text = f"{thing} misses Tomas {margin} while {OBSERVER} waits at home."
        assert not mine(lex, text), text

    cases = list(itertools.product(THINGS, MARGINS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("unit", ["metres", "feet", "yards", "inches"])
def test_stopped_with_a_length_to_spare(lex, unit):
    text = f"The lorry brakes hard and stops with ten {unit} to spare in front of {OBSERVER}."
    assert mine(lex, text), text


@pytest.mark.parametrize("time", ["minutes", "seconds", "an hour", "time"])
def test_time_to_spare_is_no_danger(lex, time):
    text = f"{OBSERVER} reaches the gate with {time} to spare."
    assert not danger(lex, text), text


def test_the_observers_vehicle_out_of_control(lex) -> None:
    def one_case(vehicle, loss):
        text = f"{OBSERVER}'s {vehicle} {loss}."
        assert mine(lex, text), text

    cases = list(itertools.product(VEHICLES, LOSSES))
    assert failing_cases(one_case, cases) == []


def test_someone_elses_vehicle_out_of_control_is_theirs(lex) -> None:
    def one_case(vehicle, loss):
        text = f"Tomas's {vehicle} {loss}."
        assert not mine(lex, text), text

    cases = list(itertools.product(VEHICLES, LOSSES))
    assert failing_cases(one_case, cases) == []


def test_a_vehicle_out_of_control_in_a_film_is_none(lex) -> None:
    def one_case(vehicle, loss):
        text = f"{OBSERVER} watches a film in which the hero's {vehicle} {loss}."
        assert not mine(lex, text), text

    cases = list(itertools.product(VEHICLES[:4], LOSSES[:3]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("brakes", BRAKES)
def test_failing_brakes_or_steering_under_the_observer(lex, brakes):
    text = f"{brakes} and {OBSERVER} fights the wheel."
    assert mine(lex, text), text


@pytest.mark.parametrize("vehicle", VEHICLES[:4])
def test_parking_or_a_plain_slide_is_none(lex, vehicle):
    for text in (f"{OBSERVER} slides the {vehicle} into a space by the door.",
                 f"{OBSERVER}'s {vehicle} rolls forward to the pump."):
        assert not danger(lex, text), text


HELD = ["trolley", "pushchair", "wheelchair", "bike", "chair", "tent"]


def test_a_miss_by_a_margin_of_what_the_observer_is_at(lex) -> None:
    def one_case(held, margin):
        text = f"A reversing van misses {OBSERVER}'s {held} {margin}."
        assert mine(lex, text), text

    cases = list(itertools.product(HELD, MARGINS[:3]))
    assert failing_cases(one_case, cases) == []


def test_a_miss_by_a_margin_of_someone_elses_thing_is_theirs(lex) -> None:
    def one_case(held, margin):
        text = f"A reversing van misses Tomas's {held} {margin}."
        assert not mine(lex, text), text

    cases = list(itertools.product(HELD, MARGINS[:3]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("thing,margin", list(itertools.product(
    ["shed", "fence", "hedge", "letterbox"], ["by inches", "by a whisker"])))
def test_a_miss_of_a_thing_nobody_is_at_is_no_near_miss(lex, thing, margin):
    text = f"A falling branch misses Tomas's {thing} {margin}."
    assert not mine(lex, text), text
