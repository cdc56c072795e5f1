"""Party food named in the singular is food: "grabs a canapé from a passing tray", "eats a warm
arancino", "takes a vol-au-vent" (core.yaml's eat objects). The feet rested are rest: "takes the
weight off her feet". A canapé offered or carried on a tray, someone else's, are not the
observer's meal."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

FOODS = ["canapé", "canape", "vol-au-vent", "crostino", "arancino"]
VERBS = ["grabs", "eats", "nibbles", "helps herself to"]


def test_party_food_in_the_singular_is_eaten(lex) -> None:
    def one_case(verb, food):
        assert "eat" in actual_kinds(lex, f"Ana {verb} a {food} from a passing tray.", "Ana")

    cases = list(product(VERBS, FOODS))
    assert failing_cases(one_case, cases) == []


def test_someone_elses_canape_is_not_the_observers(lex) -> None:
    def one_case(verb, food):
        assert "eat" not in actual_kinds(lex, f"Mei {verb} a {food} from a passing tray.", "Ana")

    cases = list(product(VERBS, FOODS))
    assert failing_cases(one_case, cases) == []


def test_no_meal_controls(lex) -> None:
    def one_case(text, food):
        assert "eat" not in actual_kinds(lex, text.format(f=food), "Ana")

    cases = list(product([
        "The waiter offers Ana a {f}.",
        "Ana carries a tray of {f}s round the marquee.",
        "Ana will grab a {f} later.",
    ], FOODS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("name", "owner"), [("Ana", "her"), ("Kofi", "his"), ("You", "your")])
def test_the_weight_taken_off_the_feet_is_rest(lex, name, owner):
    verb = "take" if name == "You" else "takes"
    text = f"{name} {verb} the weight off {owner} feet for a minute."
    assert "rest" in actual_kinds(lex, text, "Ana" if name == "You" else name)
