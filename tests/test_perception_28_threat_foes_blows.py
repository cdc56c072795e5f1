"""A foe's blow aimed at someone is their danger (session 28, round threat): a beast's or a
game foe's slash, hack, stab, swipe or jab at someone ("the orc slashes at Kalani with its
blade", "the bear swipes at Kalani") goes with the other verbs of attack of a dangerous animal
or a fantasy's hostile people, and a spear, a blade or a pitchfork thrust or jabbed at a person
("the knight thrusts his spear at you") with the weapons pointed or brandished at one. Not
danger: a weapon thrust or jabbed at no one ("jabs the spear at the straw dummy"), a cat's
swipe, a dog clawing at a door, a finger jabbed at a map or a swipe at a phone."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_a_foes_blow_at_someone_is_their_danger(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"danger"}

    cases = [
        ("Kalani", "The orc slashes at Kalani with its blade."),
        (None, "The knight thrusts his spear at you."),
        ("Kalani", "The goblin jabs its spear at Kalani."),
        ("Kalani", "The bear swipes at Kalani."),
        (None, "A bandit stabs at you with a dagger."),
        (None, "> The troll hacks at you with a rusty cleaver."),
        ("Kalani", "The guard jabs his bayonet at Kalani through the bars."),
        (None, "The skeleton takes a swipe at you as you pass."),
        ("Kalani", "[Combat] The wight slashes at Kalani twice."),
        (None, "The farmer thrusts a pitchfork at me and tells me to get off his land."),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("observer", "text"), [
    ("Kalani", "Kalani jabs the spear at the straw dummy."),
    ("Kalani", "The knight thrusts his sword into the air."),
    ("Kalani", "The cat swipes at Kalani's shoelace."),
    ("Kalani", "Kalani thrusts the shovel into the soil."),
    (None, "You jab your finger at the map."),
    ("Kalani", "The dog claws at the back door to be let in."),
    ("Kalani", "Kalani swipes at her phone to dismiss the alarm."),
    ("Kalani", "The chef stabs at the potatoes with a fork."),
])
def test_a_blow_at_no_one_is_no_danger(lex, observer, text):
    assert "danger" not in actual_kinds(lex, text, observer)
    assert "conflict" not in actual_kinds(lex, text, observer)
