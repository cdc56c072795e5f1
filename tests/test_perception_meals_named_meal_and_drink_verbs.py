"""Meals and drinks told without the usual eating or drinking verb.

A meal named as what it is, the food after a form of "be" ("Mira's lunch is a squashed
sandwich", "Dinner tonight was beans on toast"), is eaten; without a food after it ("Lunch is
served at noon", "dinner is ready") it is none, and someone else's meal is theirs. A drink
sunk, worked through or refuelled with ("sinks a glass of cold milk", "works through the flask
of tea") is drunk, as eat's verbs of the same shape already are; the object must still be a
drink. Snacking with no food named ("is snacking @ library") is a snack, the noun alone
("packs a snack") none. A packet of digestives is biscuits, not the drink digestif."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Mira"


def test_a_meal_named_as_its_food_is_eaten(lex) -> None:
    def one_case(text):
        assert "eat" in actual_kinds(lex, text, OBSERVER)

    cases = [
        "Mira's lunch is a squashed sandwich from her coat pocket.",
        "Dinner is beans on toast again, eaten standing at the counter.",
        "Mira's breakfast was two boiled eggs and a slice of toast.",
        "Supper tonight is a bowl of jollof rice on Mira's lap in front of the fire.",
        "Lunch today is a cold pasty on the tailgate.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Lunch is served at noon.",
    "Dinner is ready, Mira's mum calls up the stairs.",
    "The tea is strong and sweet, just how Mira likes it.",
])
def test_a_meal_word_without_a_food_is_no_meal(lex, text):
    assert "eat" not in actual_kinds(lex, text, OBSERVER)


def test_someone_elses_named_meal_is_theirs(lex):
    text = "Her son's lunch is a cheese sandwich."
    assert "eat" not in actual_kinds(lex, text, OBSERVER)
    assert "eat" in other_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "Mira sinks a glass of cold milk before bed.",
    "Mira works through the flask of tea during the stakeout.",
    "Mira refuels with a protein shake after the gym.",
])
def test_a_drink_sunk_worked_through_or_refuelled_with(lex, text):
    assert "drink" in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "The ferry sinks in the harbour.",
    "Mira works through the water bills at the kitchen table.",
    "Private Mira manages a single spoonful of broth before pushing the bowl away.",
])
def test_no_drink_sunk_or_worked_through(lex, text):
    assert "drink" not in actual_kinds(lex, text, OBSERVER)


def test_snacking_with_no_food_named(lex):
    assert "eat" in actual_kinds(lex, "Mira is snacking @ library: reading room", OBSERVER)
    assert "eat" not in actual_kinds(lex, "Mira packs a snack for the trip.", OBSERVER)
    text = "Mira's kids are snacking in the back seat."
    assert "eat" not in actual_kinds(lex, text, OBSERVER)


def test_digestives_are_biscuits(lex):
    kinds = actual_kinds(lex, "Mira polishes off a whole packet of digestives.", OBSERVER)
    assert kinds & {"eat", "drink"} == {"eat"}
