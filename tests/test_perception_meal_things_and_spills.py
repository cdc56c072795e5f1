"""A food or drink word that names a thing, or a liquid left on its own, is no meal had
("You bite into a khuushuur, hot mutton juice running down your wrist" gave a drink, as did
"eat a warm bunch of grapes, sticky juice running down your wrist", "the empty seats with your
coffee going cold", "has driven the water bowser", "a row over the unpaid water bill").

The eat and drink kinds name ``object_not_before`` words: right after an object found for one
of their verbs, or listed after one of their terms, such a word makes the object a compound's
first word (a bill, a bowser, a table, a stall) or a liquid running, dripping or going cold.
A drink's own vessel (a glass, a jug, a can) is still drunk from.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

SUBJECTS = ["You have", "Ana has", "Ana shares", "Ana finishes"]
DRINKS = ["water", "coffee", "tea", "beer", "milk", "wine"]
THINGS = ["bill", "bowser", "table", "towel", "machine", "stall", "tanker", "crate"]
FLOWS = ["running down her wrist", "dripping onto the floor", "going cold beside her",
         "trickling down her chin"]


def test_a_drink_naming_a_thing_is_no_drink(lex) -> None:
    def one_case(subject, drink, thing):
        assert "drink" not in actual_kinds(lex, f"{subject} the {drink} {thing} today.", "Ana")

    cases = list(itertools.product(SUBJECTS, DRINKS, THINGS))
    assert failing_cases(one_case, cases) == []


def test_a_drink_running_or_going_cold_is_no_drink(lex) -> None:
    def one_case(drink, flow):
        text = f"Ana bites into a fat pastry, hot {drink} {flow}, and reaches for another."
        assert "drink" not in actual_kinds(lex, text, "Ana")
        assert "eat" in actual_kinds(lex, text, "Ana")

    cases = list(itertools.product(["juice", "coffee", "tea",
                                                                         "milk"], FLOWS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("food", ["pizza", "burger", "fish", "cake"])
@pytest.mark.parametrize("thing", ["van", "oven", "stall", "going cold on the table"])
def test_a_food_naming_a_thing_or_left_alone_is_no_meal(lex, food, thing):
    assert "eat" not in actual_kinds(lex, f"Ana has the {food} {thing}.", "Ana")


@pytest.mark.parametrize("text,kind", [
    # negative controls: the drink itself, or a vessel, is still had
    ("Ana has a coffee.", "drink"),
    ("Ana has a glass of water at the bar.", "drink"),
    ("Ana finishes the wine in her glass.", "drink"),
    ("Ana shares a jug of beer with Tom.", "drink"),
    ("You have a cup of tea at the tea stall.", "drink"),
    ("Ana has the fish for dinner.", "eat"),
    ("Ana finishes the cake on the table.", "eat"),
    ("Ana eats a warm bunch of grapes, sticky juice running down her wrist.", "eat"),
])
def test_the_drink_or_food_itself_is_still_had(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("text,observer", [
    ("You bite into a fat khuushuur straight from the pan, hot mutton juice running down your "
     "wrist, and reach for a second one.", "Emeka"),
    ("You sit in the empty seats with your coffee going cold and watch the Kovács brothers "
     "rehearse their flying act.", "Marta"),
    ("Mehmet has driven the water bowser for six hours straight.", "Mehmet"),
])
def test_the_lines_that_taught_it(lex, text, observer):
    assert "drink" not in actual_kinds(lex, text, observer)


@pytest.mark.parametrize("drink", ["coffee", "hot chocolate", "tea", "milk"])
@pytest.mark.parametrize("frame", ["Ana eats her hardtack softened in {d}.",
                                   "Ana and her sister share a plate of churros, dunking "
                                   "them in {d}."])
def test_a_drink_food_is_dunked_or_softened_in_is_no_drink(lex, frame, drink):
    text = frame.format(d=drink)
    assert "drink" not in actual_kinds(lex, text, "Ana")
    assert "eat" in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("text", [
    "Ana eats a burger, fries and a milkshake.",
    "Ana is drinking a glass of Vin Santo and dunking almond biscuits in it.",
    "Ana has a cup of tea in the kitchen.",
])
def test_a_drink_had_beside_the_food_is_still_drunk(lex, text):
    assert "drink" in actual_kinds(lex, text, "Ana")
