"""A fitting or a stand that collapses over or under people is a threat, and a hazard's word
as a topic, gone by or a figure of speech is none.

Grids of observers by phrasings; the structures of the unfolding groups stay threats.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OBSERVERS = ["Ana", "Chidi"]


FITTINGS = ["awning", "canopy", "shelving", "stage", "bookcase"]
GIVE = ["collapses", "gives way", "comes crashing down"]


def test_a_fitting_giving_way_over_the_observer_is_danger(lex) -> None:
    def one_case(who, fitting, give):
        text = f"The {fitting} {give} right next to {who}."
        assert "danger" in actual_kinds(lex, text, who), text

    cases = list(itertools.product(OBSERVERS, FITTINGS, GIVE))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("who", OBSERVERS)
@pytest.mark.parametrize("structure", ["roof", "ceiling", "bridge", "scaffolding", "balcony"])
def test_a_structure_collapsing_where_the_observer_is_stays_danger(lex, who, structure):
    text = f"The {structure} collapses while {who} is underneath it."
    assert "danger" in actual_kinds(lex, text, who), text


@pytest.mark.parametrize("who", OBSERVERS)
@pytest.mark.parametrize("template", ["The stage shakes as the band plays and {who} dances.",
                                      "{who} stands the shelves up against the wall."])
def test_a_stage_shaking_with_music_or_shelves_moved_is_no_danger(lex, who, template):
    text = template.format(who=who)
    assert "danger" not in actual_kinds(lex, text, who), text


# a hazard's word as a topic, gone by, slept through soundly or left behind as damage
OVER_OR_TOPIC = ["{who} knows the danger of swimming in the river but goes anyway.",
                 "{who} explains the dangers of the road to the children.",
                 "{who} loves the thrill of danger.",
                 "The storm passed in the night and {who} wakes to a calm sky.",
                 "The gale passed overnight; {who} sweeps up the leaves.",
                 "{who} sleeps soundly through the storm.",
                 "{who} checks the storm damage to the greenhouse the next morning.",
                 "{who} photographs the storm clouds gathering over the river."]


def test_a_hazard_as_a_topic_gone_by_or_left_as_damage_is_no_danger(lex) -> None:
    def one_case(who, template):
        text = template.format(who=who)
        assert "danger" not in actual_kinds(lex, text, who), text

    cases = list(itertools.product(OBSERVERS, OVER_OR_TOPIC))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("who", OBSERVERS)
@pytest.mark.parametrize("template", [
    "{who} runs inside as the storm breaks and the rain hammers down.",
    "The storm passes over the camp where {who} is sleeping.",
    "{who} senses danger as the men approach."])
def test_a_storm_breaking_or_passing_over_and_a_sensed_danger_stay_danger(lex, who, template):
    text = template.format(who=who)
    assert "danger" in actual_kinds(lex, text, who), text


# a flood that is a feeling, light or a crowd pouring in
FIGURES = ["Memories flood back as {who} walks into her old school.",
           "Tourists flood the market as {who} opens her stall.",
           "Orders flood in and {who} works through lunch.",
           "The flood of passengers pushes {who} along the platform.",
           "Light floods the classroom as {who} opens the blinds.",
           "Relief floods through {who} when she sees her son safe."]


def test_a_flood_of_feeling_light_or_people_is_no_danger(lex) -> None:
    def one_case(who, template):
        text = template.format(who=who)
        assert "danger" not in actual_kinds(lex, text, who), text

    cases = list(itertools.product(OBSERVERS, FIGURES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("who", OBSERVERS)
@pytest.mark.parametrize("template", [
    "The kitchen of the bakery where {who} works is flooding.",
    "The river floods the road as {who} drives home.",
    "Floodwater floods into the motor park and rises to {who}'s knees."])
def test_water_that_floods_stays_danger(lex, who, template):
    text = template.format(who=who)
    assert "danger" in actual_kinds(lex, text, who), text
