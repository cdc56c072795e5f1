"""A meal or a drink named as someone's favourite is a taste, not this tick's meal: "Ola's
favourite breakfast is porridge" names no breakfast eaten (the meals round's "lunch is a squashed
sandwich" would otherwise read it as one). A favourite food eaten by a verb before it is still a
meal."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds

OBSERVER = "Ola"


@pytest.mark.parametrize(("text", "kind"), [
    ("Ola's favourite breakfast is porridge, but she skips it today.", "eat"),
    ("Her favourite drink is a flat white.", "drink"),
    ("Ola's favorite dinner is a plate of jollof rice.", "eat"),
])
def test_a_favourite_meal_or_drink_is_no_meal_now(lex, text, kind):
    assert kind not in actual_kinds(lex, text, OBSERVER)
    assert kind in other_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize(("text", "kind"), [
    ("Ola eats her favourite cake.", "eat"),
    ("Ola drinks her favourite tea by the window.", "drink"),
    ("Ola's lunch is a squashed sandwich on the bus.", "eat"),
])
def test_a_favourite_eaten_by_a_verb_before_it_is_still_a_meal(lex, text, kind):
    assert kind in actual_kinds(lex, text, OBSERVER)


def test_a_favourite_place_leaves_the_meal_after_it(lex):
    assert "eat" in actual_kinds(lex, "Your favourite café is shut so you eat at home.")
