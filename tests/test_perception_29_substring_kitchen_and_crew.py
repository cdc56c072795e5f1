"""Session 29, round substring: a kitchen's next service is the purpose of its tasks ("is
chopping onions for service", "is prepping veg for service"); its stations held ("is on prep",
"is on dishes tonight", "was on the pot wash"); a crew's cable run to its gear ("runs the cable
to the monitors", though "run the" is an exception). Not the grill or the fryer, where food is
as often as a cook, nor a church's service; one's own bike locked where one works is no task."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


@pytest.mark.parametrize("text", [
    "Ana is chopping onions for service.",
    "Ana is prepping veg for service.",
    "Ana preps the salads for tonight's service.",
    "Ana is on prep.",
    "Ana is on dishes tonight.",
    "Ana was on the pot wash all night.",
    "The stage manager tells the crew to 'break a leg' before the first act; Ana grins and runs "
    "the cable to the monitors.",
    "Ana runs the cables to the stage.",
    "Ana folds napkins for the banquet.",
    "You run through the slides one more time before the meeting.",
    "Ana runs through the checklist before take-off.",
    "Ana is front of house tonight.",
])
def test_a_kitchens_service_and_stations_and_a_crews_cable_are_work(lex, text):
    assert "work" in actual_kinds(lex, text, "Ana")


def test_food_on_a_station_a_church_service_or_ones_own_bike_is_no_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == set()

    cases = [
        "Ana's chips are on the fryer.",
        "Ana polishes her shoes for the church service.",
        "Ana locks up her bike at the office.",
        "Ana is locking up her bike @ office: bike shed",
        "Ana locks her bike outside the factory.",
        "Ana dresses for the banquet.",
    ]
    assert failing_cases(one_case, cases) == []


def test_the_crews_prep_while_the_observer_eats_is_theirs(lex):
    text = ("I ate my lunch on the fire escape while the rest of the kitchen crew carried on "
            "prepping for the dinner service.")
    assert actual_kinds(lex, text, "Halima") == {"eat"}
    assert other_kinds(lex, text, "Halima") == {"work"}
