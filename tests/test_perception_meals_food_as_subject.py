"""A food or drink told as its sentence's subject when it is had ("the soup goes down well",
"the coffee hits the spot") is a meal: English tells eating by how the food went down as
often as by the eater's verb. Who had it is the food's owner when a possessive names one
("Leo's pint", "the kids' pizza"), else the observer whose line it is. Food that goes down
well "with" others was theirs, and a speech or a plan that goes down well is no food."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds

OBSERVER = "Leo"


@pytest.mark.parametrize("text", [
    "The soup goes down well after the long walk.",
    "The hot stew goes down a treat after a day on the hill.",
    "Leo's bacon roll goes down nicely in the cab.",
    "A bowl of porridge went down easily before the climb.",
])
def test_a_food_that_goes_down_is_eaten(lex, text):
    assert "eat" in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "The coffee hits the spot, and Leo finally feels awake.",
    "Leo's first pint goes down a treat.",
    "A mug of sweet tea hits the spot on the cold platform.",
])
def test_a_drink_that_goes_down_is_drunk(lex, text):
    assert "drink" in actual_kinds(lex, text, OBSERVER)


def test_the_food_of_someone_else_is_theirs(lex):
    text = "The kids' pizza goes down well."
    assert "eat" not in actual_kinds(lex, text, OBSERVER)
    assert "eat" in other_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "The curry goes down well with the guests.",
    "Leo's speech goes down well.",
    "Leo's plan goes down a storm at the meeting.",
    "The sun goes down over the harbour.",
])
def test_no_food_of_ones_own_went_down(lex, text):
    kinds = actual_kinds(lex, text, OBSERVER)
    assert "eat" not in kinds and "drink" not in kinds
