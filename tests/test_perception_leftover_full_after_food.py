"""Full from a food just had is a meal (session 21, left): "is stuffed after two plates of
dumplings", "feels full from the lentil stew" are eat for the one who is full; the object must
still be a food, so "full of ideas", "stuffed after the long shift" and a container "stuffed
with" food stay no meal."""

from __future__ import annotations

import pytest
from helpers import actual_kinds

OBSERVER = "Ana"


@pytest.mark.parametrize("text", [
    "Ana is stuffed after two plates of dumplings at the night market.",
    "Ana feels full from the lentil stew the monks served.",
    "I'm full after that bowl of ramen in the oil rig galley.",
    "You feel bloated after the third helping of pierogi.",
])
def test_full_from_a_food_is_a_meal(lex, text):
    assert "eat" in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "Ana is full of ideas for the pottery studio.",
    "Ana is stuffed after the long shift in the hospital laundry.",
    "Ana's pockets are stuffed with biscuits for the falcons.",
    "Tom is stuffed after two plates of dumplings while Ana counts the hives.",
])
def test_no_food_or_someone_elses_is_no_meal_of_the_observers(lex, text):
    assert "eat" not in actual_kinds(lex, text, OBSERVER)
