"""A near miss told as one ("nearly hits you", "almost falls") stays a threat when a hurt
follows in its sentence: "a car swerves onto the pavement and nearly hits you; your knee is
bleeding" is danger and injury (a newcomer found the danger gone, session 24). A hazard that
gives way under someone and hurts them is the hurt's cause and stays only the hurt."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text", [
    "A car swerves onto the pavement and nearly hits you; your knee is bleeding.",
    "You nearly fall off the ladder and cut your hand on a nail.",
    "A bus almost hits you as you cross; you graze your palm on the kerb.",
])
def test_a_near_miss_and_a_hurt_are_both_the_observers(lex, text):
    assert {"danger", "injury"} <= actual_kinds(lex, text)


@pytest.mark.parametrize("text", [
    "The step ladder gives way under you; you crack your wrist.",
    "Your ladder slides out from under you and you land hard on your wrist.",
])
def test_a_hazard_that_caused_the_hurt_is_only_the_hurt(lex, text):
    assert actual_kinds(lex, text) == {"injury"}
