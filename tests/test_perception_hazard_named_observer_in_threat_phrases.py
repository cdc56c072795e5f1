"""Threat phrases written with an object pronoun ("chase you", "knock her off") reach the
observer named in the pronoun's place, and new doers of such phrases.

Each class is a grid: several observers by several doers and verb forms, which must give the
observer's actual danger; someone else named in the same place keeps it (no danger of the
observer's), and the same verbs on a thing or in play are negative controls.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OBSERVERS = ["Ana", "Kofi"]
OTHER = "Tomasz"


# a beast that goes for the one named where the phrase has a pronoun
BEASTS = ["stray dog", "pack of stray dogs", "bull", "wolf", "caiman"]
BEAST_VERBS = ["chases {who} down the lane", "corners {who} by the shed",
               "circles {who} at the bus stop", "heads straight for {who}"]


@pytest.mark.parametrize("who", OBSERVERS)
@pytest.mark.parametrize("beast, verb", list(itertools.product(BEASTS, BEAST_VERBS)))
def test_a_beast_going_for_the_named_observer_is_their_danger(lex, who, beast, verb):
    text = f"A {beast} {verb.format(who=who)}."
    assert "danger" in actual_kinds(lex, text, who), text


@pytest.mark.parametrize("who", OBSERVERS)
@pytest.mark.parametrize("beast, verb", list(itertools.product(BEASTS, BEAST_VERBS)))
def test_a_beast_going_for_someone_else_is_not_the_observers(lex, who, beast, verb):
    text = f"A {beast} {verb.format(who=OTHER)}."
    assert "danger" not in actual_kinds(lex, text, who), text


# a vehicle or a bull whose phrase has the pronoun before its particle
SPLIT = ["A van runs {who} over at the crossing.", "A van knocks {who} down at the crossing.",
         "A lorry forces {who} off the road.", "The bull tosses {who} over the fence."]


def test_a_split_phrase_with_the_observer_inside_is_their_danger(lex) -> None:
    def one_case(who, template):
        text = template.format(who=who)
        assert "danger" in actual_kinds(lex, text, who), text
        assert "danger" not in actual_kinds(lex, template.format(who=OTHER), who), text

    cases = list(itertools.product(OBSERVERS, SPLIT))
    assert failing_cases(one_case, cases) == []


# a person who traps, pins or floors the observer
ATTACKERS = ["man", "gang of boys", "robber", "thief", "stranger"]
ATTACKS = ["corners {who} in the alley", "pins {who} against the wall",
           "shoves {who} to the ground", "grabs {who} by the throat",
           "pushes {who} to the ground"]


@pytest.mark.parametrize("who", OBSERVERS + ["you"])
@pytest.mark.parametrize("doer, attack", list(itertools.product(ATTACKERS, ATTACKS)))
def test_a_person_trapping_or_flooring_the_observer_is_danger(lex, who, doer, attack):
    observer = "Ana" if who == "you" else who
    text = f"A {doer} {attack.format(who=who)}."
    assert "danger" in actual_kinds(lex, text, observer), text


# the wind or a blast that floors the observer
FORCES = ["wind", "gust", "blast"]
FLOORS = ["knocks {who} off {their} feet", "blows {who} over", "throws {who} against the wall"]


@pytest.mark.parametrize("who, their", [("Ana", "her"), ("Kofi", "his"), ("you", "your")])
@pytest.mark.parametrize("force, floor", list(itertools.product(FORCES, FLOORS)))
def test_a_force_flooring_the_observer_is_danger(lex, who, their, force, floor):
    observer = "Ana" if who == "you" else who
    text = f"A sudden {force} {floor.format(who=who, their=their)} on the ridge."
    assert "danger" in actual_kinds(lex, text, observer), text


NEGATIVE = [
    "The wind knocks the bins over in the yard while {who} sleeps.",
    "{who} pins the poster to the wall of the classroom.",
    "{who}'s dog chases the ball across the park.",
    "The kids chase {who} round the playground, laughing.",
    "{who} corners the market in home-made jam.",
    "The wind knocks the umbrella over outside the café where {who} is eating.",
    "{who} chases the bus down the road and just catches it.",
]


def test_the_same_verbs_on_things_or_in_play_are_no_danger(lex) -> None:
    def one_case(who, template):
        text = template.format(who=who)
        assert "danger" not in actual_kinds(lex, text, who), text

    cases = list(itertools.product(OBSERVERS, NEGATIVE))
    assert failing_cases(one_case, cases) == []


# a shove, a jolt or a lurch that throws the observer off balance, also told after a place
# ("a light shove in the crowd"), and a vehicle's sudden stop with the observer aboard
UNBALANCING = ["A light shove in the crowd", "A sudden jolt", "The lurch of the train",
               "A gust on the quay"]
OFF_BALANCE = ["knocks {who} off balance", "throws {who} off balance",
               "sends {who} staggering"]


@pytest.mark.parametrize("who", OBSERVERS + ["you"])
@pytest.mark.parametrize("cause, verb", list(itertools.product(UNBALANCING, OFF_BALANCE)))
def test_a_jolt_throwing_the_observer_off_balance_is_danger(lex, who, cause, verb):
    observer = "Ana" if who == "you" else who
    text = f"{cause} {verb.format(who=who)} for a moment."
    assert "danger" in actual_kinds(lex, text, observer), text


@pytest.mark.parametrize("who", OBSERVERS)
@pytest.mark.parametrize("vehicle", ["tour van", "bus", "minibus", "taxi"])
@pytest.mark.parametrize("stop", ["brakes sharply", "brakes suddenly", "makes an emergency stop"])
def test_a_sudden_stop_with_the_observer_aboard_is_danger(lex, who, vehicle, stop):
    text = f"The {vehicle} {who} is riding in {stop} for a deer; the cases in the back shift."
    assert "danger" in actual_kinds(lex, text, who), text


@pytest.mark.parametrize("who", OBSERVERS)
@pytest.mark.parametrize("template", [
    "{who} brakes gently at the lights.",
    "The news says a bus braked sharply on a motorway in Spain.",
    "{who} loses her balance on the yoga mat and laughs.",
    "The joke sends {who} into fits of laughter."])
def test_gentle_stops_and_far_or_playful_stumbles_are_no_danger(lex, who, template):
    text = template.format(who=who)
    assert "danger" not in actual_kinds(lex, text, who), text
