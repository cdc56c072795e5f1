"""Eating read into food only named: "has food poisoning from the suya he bought" names the
food as where the illness came from (what is had comes before "from"), and "has wrapped a slice
of cake in a napkin" is a perfect with its own object, not the food "wrap". Negative controls:
food had from somewhere ("has a sandwich from the canteen"), a wrap had, and a participle that
is part of the food's name ("had fried rice", "had toasted bread") stay meals."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

NAMES = ["Segun", "Nkechi", "You"]
ILLS = ["food poisoning", "a stomach bug", "heartburn", "a rash"]
FOODS = ["the suya he bought at a stall", "the oysters", "the prawn curry", "the kebab"]


def has(name: str) -> str:
    return "have" if name == "You" else "has"


def test_food_after_from_is_no_meal(lex) -> None:
    def one_case(name, ill, food):
        assert "eat" not in actual_kinds(lex, f"{name} {has(name)} {ill} from {food}.", name)

    cases = list(itertools.product(NAMES, ILLS, FOODS))
    assert failing_cases(one_case, cases) == []


def test_perfect_with_its_own_object_is_no_meal(lex) -> None:
    def one_case(name, verb, thing):
        text = f"{name} {has(name)} {verb} {thing} in a napkin for the drive home."
        assert "eat" not in actual_kinds(lex, text, name)

    cases = list(itertools.product(
        NAMES, ["wrapped", "packed", "saved"],
        ["a slice of wedding cake", "a wrap", "the last samosa"]))
    assert failing_cases(one_case, cases) == []


def test_meals_had_stay_meals(lex) -> None:
    def one_case(name, meal):
        assert "eat" in actual_kinds(lex, f"{name} {has(name)} {meal}.", name)

    cases = list(itertools.product(NAMES, [
        "a sandwich from the canteen", "soup from a flask", "a wrap for lunch", "fried rice",
        "toasted bread with jam", "a bowl of stew from the pot"]))
    assert failing_cases(one_case, cases) == []


def test_a_stretch_between_is_no_drink(lex) -> None:
    def one_case(name, verb, meal, gap):
        got = actual_kinds(lex, f"{name}, the photographer, {verb} {meal} between {gap}.", name)
        assert "eat" in got
        assert "drink" not in got

    cases = list(itertools.product(
        ["Guo Wei", "Tobias"], ["eats", "wolfs down"],
        ["a plate of pakoras", "a sandwich", "a bowl of noodles"],
        ["shots", "takes", "sets", "rounds"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("drink", ["a coke", "a milkshake", "a beer"])
def test_a_drink_listed_with_the_meal_stays(lex, drink):
    got = actual_kinds(lex, f"Guo Wei wolfs down three burgers, fries and {drink}.", "Guo Wei")
    assert "drink" in got
