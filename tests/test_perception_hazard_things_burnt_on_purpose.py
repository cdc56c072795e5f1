"""A thing burnt on purpose is no hurt; a building or a shelter that burns is a threat.

"Ana burns the rubbish in the yard", "burns the stubble in the top field", "burns incense at
the shrine", "burns joss paper for her grandfather" gave the burner an injury (the bare
injury term "burn"). A part of the body burnt stays a hurt ("burns her hand on the kettle").
A building, a shelter, a vehicle or a wood that burns ("the barn is burning and Ana is trapped
inside", "Ana's tent is burning") gave a burn, an injury, to whoever owned it or to someone
else; it is an unfolding threat, and an injury inside an unfolding hazard's words is the
thing's, no hurt (a hurt that runs on to a part keeps its span: "the forklift crushes her
foot").
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

BURNERS = [("Ana", "burns"), ("You", "burn"), ("Ana", "burned"), ("Ana", "is burning")]
THINGS = ["the rubbish in the yard", "the garden waste", "the stubble in the top field",
          "incense at the shrine", "joss paper for her grandfather", "the old letters",
          "the dead leaves", "driftwood on the beach", "the brushwood by the fence",
          "the sugar for the caramel", "through her savings", "the evidence"]


def test_a_thing_burnt_on_purpose_is_no_hurt_or_threat(lex):
    cases = [f"{who} {verb} {thing}." for (who, verb), thing in
             itertools.product(BURNERS, THINGS)]
    assert [(c, got) for c in cases if (got := actual_kinds(lex, c,
                                                            "Ana") & {"injury", "danger"})] == []


@pytest.mark.parametrize("text", [
    "Ana burns her hand on the kettle.",
    "You burn your fingers on the hot pan.",
    "Ana burns herself on the stove.",
    "Ana burns her tongue on the soup.",
    "Ana burned her arm on the oven door.",
])
def test_a_part_of_the_body_burnt_stays_a_hurt(lex, text):
    assert "injury" in actual_kinds(lex, text, "Ana")


PLACES = ["The barn", "Ana's tent", "The house", "The forest",
          "The hut Ana sleeps in", "The ferry", "The stable"]
BURNING = ["is burning", "burns", "is burning down", "burned to the ground"]


def test_a_building_or_a_shelter_that_burns_is_a_threat_not_a_burn(lex):
    cases = [f"{p} {b} and Ana is trapped inside." for p, b in itertools.product(PLACES, BURNING)]
    assert [(c, got) for c in cases if (got := actual_kinds(lex, c, "Ana") & {"injury", "danger"})
            != {"danger"}] == []


@pytest.mark.parametrize("text", [
    "The fire burns through the wall towards Ana.",
    "The barn is on fire and Ana is trapped inside.",
])
def test_a_fire_that_burns_stays_a_threat(lex, text):
    assert "danger" in actual_kinds(lex, text, "Ana")


def test_fuel_burning_in_a_stove_is_no_threat(lex):
    assert "danger" not in actual_kinds(lex, "The wood burns slowly in Ana's stove.", "Ana")


@pytest.mark.parametrize(("text", "kinds"), [
    ("Ana burns the wood in the stove.", set()),
    ("The forklift crushes Ana's foot.", {"injury"}),
    ("Ana's ladder slips and she twists her ankle.", {"injury"}),
])
def test_fuel_and_hurts_past_the_hazard(lex, text, kinds):
    assert actual_kinds(lex, text, "Ana") & {"injury", "danger"} == kinds
