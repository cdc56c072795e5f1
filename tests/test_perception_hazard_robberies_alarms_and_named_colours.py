"""A robbery of the observer, a fire alarm that only goes off, and a hazard's word naming a
colour, a sign or a weapon bought as a tool.

Grids of observers by phrasings; negative controls keep a loss told as "robbed of", someone
else robbed, a fire alarm with smoke or fled from, and a knife in an attacker's hand.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OBSERVERS = ["Ana", "Chidi"]


ROBBED = ["is robbed on the bus", "gets robbed at the motor park", "was robbed by two men",
          "got robbed outside the station"]


def test_the_observer_robbed_is_danger(lex) -> None:
    def one_case(who, robbed):
        text = f"{who} {robbed}."
        assert "danger" in actual_kinds(lex, text, who), text

    cases = list(itertools.product(OBSERVERS, ROBBED))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("who", OBSERVERS)
@pytest.mark.parametrize("doer, verb", list(itertools.product(
    ["A man", "Two youths", "A gang of boys"], ["robs", "mugs"])))
def test_a_person_robbing_the_observer_is_danger(lex, who, doer, verb):
    if doer != "A man":
        verb = verb[:-1]
    text = f"{doer} {verb} {who} at the bus stop."
    assert "danger" in actual_kinds(lex, text, who), text


NOT_ROBBED = ["{who} was robbed of a penalty in the last minute.",
              "The referee robbed {who}'s team of a goal.",
              "{who}'s brother was robbed on the bus.",
              "{who} is held up at the border for three hours.",
              "{who} is held up by traffic on the bridge."]


def test_a_loss_or_someone_elses_robbery_is_not_the_observers_danger(lex) -> None:
    def one_case(who, template):
        text = template.format(who=who)
        assert "danger" not in actual_kinds(lex, text, who), text

    cases = list(itertools.product(OBSERVERS, NOT_ROBBED))
    assert failing_cases(one_case, cases) == []


ALARM_ONLY = ["{who} was drinking coffee in the staff room when the fire alarm went off.",
              "The fire alarm goes off in the middle of {who}'s lesson and the class files "
              "out to the field.",
              "Halfway through dinner the fire alarm goes off again and {who} sighs."]
ALARM_FIRE = ["{who} hears the fire alarm and runs out.",
              "The fire alarm goes off and thick smoke fills the corridor outside {who}'s room.",
              "The fire alarm is blaring and flames are climbing the stairwell of {who}'s "
              "building."]


def test_a_fire_alarm_that_only_goes_off_is_no_danger(lex) -> None:
    def one_case(who, template):
        text = template.format(who=who)
        assert "danger" not in actual_kinds(lex, text, who), text

    cases = list(itertools.product(OBSERVERS, ALARM_ONLY))
    assert failing_cases(one_case, cases) == []


def test_a_fire_alarm_with_a_fire_or_fled_from_stays_danger(lex) -> None:
    def one_case(who, template):
        text = template.format(who=who)
        assert "danger" in actual_kinds(lex, text, who), text

    cases = list(itertools.product(OBSERVERS, ALARM_FIRE))
    assert failing_cases(one_case, cases) == []


NAMED = ["{who} sells fire-red chilli peppers at the bus park.",
         "{who} reads the warning sign about pickpockets on the platform.",
         "{who} buys a knife to cut the mangoes.",
         "{who} sells a machete to a farmer at the market.",
         "{who} checks the warning labels on the bleach."]


def test_a_colour_a_sign_or_a_tool_named_for_a_hazard_is_no_danger(lex) -> None:
    def one_case(who, template):
        text = template.format(who=who)
        assert "danger" not in actual_kinds(lex, text, who), text

    cases = list(itertools.product(OBSERVERS, NAMED))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("who", OBSERVERS)
@pytest.mark.parametrize("weapon", ["knife", "machete"])
def test_a_weapon_in_an_attackers_hand_stays_danger(lex, who, weapon):
    text = f"A man with a {weapon} comes into the shop and shouts at {who} to open the till."
    assert "danger" in actual_kinds(lex, text, who), text


THROWN = ["is thrown over the handlebars", "is thrown from the upper berth",
          "is thrown against the rail", "was thrown across the cabin", "is thrown clear"]


def test_the_observer_thrown_by_a_crash_or_a_jolt_is_danger(lex) -> None:
    def one_case(who, thrown):
        text = f"The bus brakes hard and {who} {thrown}."
        assert "danger" in actual_kinds(lex, text, who), text

    cases = list(itertools.product(OBSERVERS, THROWN))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("who", OBSERVERS)
@pytest.mark.parametrize("template", ["{who} is thrown out of the pub for singing.",
                                      "{who} is thrown into the deep end on her first day.",
                                      "{who} is thrown off by the question."])
def test_thrown_out_into_or_off_is_no_danger(lex, who, template):
    text = template.format(who=who)
    assert "danger" not in actual_kinds(lex, text, who), text


STREET_SMOKE = ["Smoke from the vendors' grills hangs over the bus park as {who} waits.",
                "Smoke from the exhaust makes {who} cough.",
                "Diesel smoke from the buses makes {who} cough.",
                "Tobacco smoke drifts down the corridor where {who} is reading."]


def test_smoke_from_a_streets_cooking_or_traffic_is_no_danger(lex) -> None:
    def one_case(who, template):
        text = template.format(who=who)
        assert "danger" not in actual_kinds(lex, text, who), text

    cases = list(itertools.product(OBSERVERS, STREET_SMOKE))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("who", OBSERVERS)
@pytest.mark.parametrize("template", ["Smoke pours from the bus as {who} climbs out.",
                                      "Smoke is pouring under the door of {who}'s room."])
def test_smoke_from_a_vehicle_or_under_a_door_stays_danger(lex, who, template):
    text = template.format(who=who)
    assert "danger" in actual_kinds(lex, text, who), text
