"""Dangerous animals counted ("three wolves"), a horse that kicks out, a forecast for the
district named by "this", and fires or shooting that are a hearth or a sport.

Each class is a grid with several observers; negative controls (the same animals in a zoo, a
forecast for somewhere else, a fire that is a hazard) must keep their reading.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OBSERVERS = ["Ana", "Munkhbayar"]


COUNTS = ["Three", "Two", "Several", "A few"]
BEASTS = ["wolves", "grey wolves", "crocodiles", "hyenas"]


@pytest.mark.parametrize("who", OBSERVERS)
@pytest.mark.parametrize("count, beast", list(itertools.product(COUNTS, BEASTS)))
def test_counted_dangerous_animals_close_to_the_observer_are_danger(lex, who, count, beast):
    text = f"{count} {beast} are slipping between the sheep not twenty metres from {who}."
    assert "danger" in actual_kinds(lex, text, who), text


@pytest.mark.parametrize("who", OBSERVERS)
@pytest.mark.parametrize("count, beast", list(itertools.product(COUNTS, BEASTS)))
def test_counted_animals_in_a_zoo_are_no_danger(lex, who, count, beast):
    text = f"{count} {beast} pace the zoo enclosure a metre from {who}."
    assert "danger" not in actual_kinds(lex, text, who), text


@pytest.mark.parametrize("who", OBSERVERS)
@pytest.mark.parametrize("horse", ["stallion", "horse", "mare", "mule"])
@pytest.mark.parametrize("verb", ["lashes out", "kicks out", "lashed out"])
def test_a_horse_kicking_out_by_the_observer_is_danger(lex, who, horse, verb):
    text = f"The {horse} {verb} but {who} has already stepped aside; the hoof strikes only air."
    assert "danger" in actual_kinds(lex, text, who), text


PLACES = ["this aimag", "this region", "this district", "this province", "this town"]
STORMS = ["a snowstorm", "a cyclone", "a blizzard"]


@pytest.mark.parametrize("who", OBSERVERS)
@pytest.mark.parametrize("place, storm", list(itertools.product(PLACES, STORMS)))
def test_a_forecast_for_this_district_is_the_listeners_danger(lex, who, place, storm):
    text = f"On the radio in the ger, {who} hears the announcer warn that {storm} will reach " \
           f"{place} tonight."
    assert "danger" in actual_kinds(lex, text, who), text


def test_a_forecast_for_a_far_country_is_no_danger(lex) -> None:
    def one_case(who, storm):
        text = f"{who} reads that {storm} will reach Japan tonight."
        assert "danger" not in actual_kinds(lex, text, who), text

    cases = list(itertools.product(OBSERVERS, STORMS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("who", OBSERVERS)
@pytest.mark.parametrize("fuel", ["dung", "peat", "cooking", "charcoal", "driftwood"])
@pytest.mark.parametrize("verb", ["is grilling meat", "boils tea", "warms her hands"])
def test_a_fire_named_by_its_fuel_is_a_hearth(lex, who, fuel, verb):
    text = f"{who} {verb} over the {fuel} fire."
    assert "danger" not in actual_kinds(lex, text, who), text


@pytest.mark.parametrize("who", OBSERVERS)
@pytest.mark.parametrize("fire", ["The kitchen is on fire", "A grass fire is racing towards"])
def test_a_fire_that_is_a_hazard_stays_danger(lex, who, fire):
    text = f"{fire} the yurt where {who} is sleeping."
    if fire.startswith("The kitchen"):
        text = f"The kitchen is on fire and {who} is trapped upstairs."
    assert "danger" in actual_kinds(lex, text, who), text


@pytest.mark.parametrize("who", OBSERVERS)
@pytest.mark.parametrize("sport", ["target shooting", "clay shooting", "clay pigeon shooting",
                                   "skeet shooting"])
def test_shooting_at_targets_is_a_sport(lex, who, sport):
    text = f"{who} goes {sport} with her uncle on Saturday morning."
    assert "danger" not in actual_kinds(lex, text, who), text
