"""Food or drink passed round among those having it is had: "sit at the long table, passing
round bread and cheese", "passes round a flask of tea" (core.yaml's eat and drink verbs "pass
round", "pass around"). A server's "passes the canapés round" (no such verb), photo albums
passed round, someone else's round and a planned one are not the observer's meal."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

NAMES = ["Mathilde", "Lorenzo", "Ama"]
VERBS = ["is passing round", "passes around", "passed round"]
FOODS = [("bread and cheese", "eat"), ("a bag of sweets", "eat"), ("a plate of olives", "eat"),
         ("a flask of tea", "drink"), ("a bottle of water", "drink"), ("a jug of cider", "drink")]


def test_food_or_drink_passed_round_is_had(lex) -> None:
    def one_case(name, verb, food):
        what, kind = food
        assert kind in actual_kinds(lex, f"{name} {verb} {what} at the long table.", name)

    cases = list(product(NAMES, VERBS, FOODS))
    assert failing_cases(one_case, cases) == []


def test_someone_else_passing_round_is_not_the_observers(lex) -> None:
    def one_case(verb, food):
        what, kind = food
        text = f"The lads on the back seat {verb.replace('is ', 'are ')} {what}."
        assert kind not in actual_kinds(lex, text, "Mathilde")

    cases = list(product(VERBS, FOODS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Mathilde passes the canapés round to the guests.",
    "Mathilde passes round the photo albums.",
    "Mathilde passes round the collection plate.",
    "Mathilde will pass round the bread at dinner tomorrow.",
])
def test_no_meal_controls(lex, text):
    assert not {"eat", "drink"} & actual_kinds(lex, text, "Mathilde")
