"""A meal or a drink named as someone's favourite or usual one is a taste or a habit, not this
tick's meal: "Ola's favourite breakfast is porridge" names no breakfast eaten (the meals round's
"lunch is a squashed sandwich" would otherwise read it as one). The phrase is the cue and its
scope is one word, so a favourite eaten by a verb, a usual breakfast had, and a favourite place
before a meal are still meals."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

OBSERVER = "Ola"


@pytest.mark.parametrize(("text", "kind"), [
    ("Ola's favourite breakfast is porridge, but she skips it today.", "eat"),
    ("Ola's usual lunch is a cheese roll.", "eat"),
    ("Her favourite drink is a flat white.", "drink"),
    ("Ola's favorite dinner is a plate of jollof rice.", "eat"),
])
def test_a_favourite_or_usual_meal_or_drink_is_no_meal_now(lex, text, kind):
    assert kind not in actual_kinds(lex, text, OBSERVER)


def test_a_favourite_eaten_or_a_usual_meal_had_is_still_a_meal(lex) -> None:
    def one_case(text, kind):
        assert kind in actual_kinds(lex, text, OBSERVER)

    cases = [
        ("Ola eats her favourite cake.", "eat"),
        ("Ola drinks her favourite tea by the window.", "drink"),
        ("Ola makes her favourite breakfast and eats it slowly.", "eat"),
        ("Ola has her usual breakfast of porridge.", "eat"),
        ("Ola's lunch is a squashed sandwich on the bus.", "eat"),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Your favourite café is shut so you eat at home.",
    "You find your favourite bench and eat your sandwich.",
    "You cook your usual dinner and eat it on the sofa.",
])
def test_a_favourite_place_or_a_usual_dish_cooked_leaves_the_meal_after_it(lex, text):
    assert "eat" in actual_kinds(lex, text)
