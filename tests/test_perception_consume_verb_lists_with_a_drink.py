"""A drink listed after a light verb's food is drunk, as after an eating term's: "demolishes a
full English, two extra hash browns, a stack of toast and a banana milkshake" (the milkshake),
"grabs a burger, fries and two cokes". A member must open with an article, an owner or a number
after its comma or "and" ("slurps the pho, broth and all" and "a spoonful of broth" keep the
broth the meal's); a noun after an article ("a stack of toast") does not end the list. Someone
else's list, and a list with a drink for later, are not the observer's drink."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

VERBS = ["demolishes", "polishes", "grabs", "has", "scoffs"]
FOODS = ["a full English, two hash browns, a stack of toast", "a burger, fries",
         "a bacon roll"]
DRINKS = ["a banana milkshake", "two cokes", "a mug of tea", "her coffee"]


def test_a_drink_listed_after_the_food_is_drunk(lex) -> None:
    def one_case(verb, food, drink):
        text = f"Amaru {verb} {food} and {drink} at the diner."
        assert actual_kinds(lex, text, "Amaru") >= {"eat", "drink"}

    cases = list(product(VERBS, FOODS, DRINKS))
    assert failing_cases(one_case, cases) == []


def test_someone_elses_list_is_not_the_observers(lex) -> None:
    def one_case(verb, food, drink):
        text = f"Mei {verb} {food} and {drink} at the diner."
        assert not {"eat", "drink"} & actual_kinds(lex, text, "Amaru")

    cases = list(product(VERBS, FOODS, DRINKS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "You slurp the last of the pho straight from the bowl, broth and all.",
    "Amaru manages a single spoonful of broth before pushing the bowl away.",
])
def test_broth_in_the_meal_stays_food(lex, text):
    assert "drink" not in actual_kinds(lex, text, "Amaru")
