"""Food only held and then waited on is not had yet: a light verb's meal ("has a bowl of
porridge", "grabs a coffee", "pours a cup of tea") followed by a wait for that food as a pronoun
("... and is waiting for it to stop steaming", "waits for it to cool") is awaited. Controls: a
meal verb after the wait tells it had ("then drinks it"), a wait for someone else leaves the
meal had ("has a bowl of soup and waits for Tom"), and a meal eaten outright stays eaten."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

PEOPLE = ["Sasha", "Tom", "Mei"]
HELD = [("has a bowl of porridge on the table", "eat"), ("grabs a coffee", "drink"),
        ("has a mug of cocoa in front of her", "drink"), ("gets a plate of chips", "eat")]
WAITS = ["is waiting for it to stop steaming", "waits for it to cool",
         "waits for it to cool down"]


def test_food_held_and_waited_on_is_not_had(lex):
    cases = [(f"{n} {h} and {w}.", n, k) for n, (h, k), w in itertools.product(PEOPLE, HELD, WAITS)]
    assert len(cases) == 36
    assert [t for t, n, k in cases if k in actual_kinds(lex, t, n)] == []


@pytest.mark.parametrize("who", PEOPLE)
def test_controls_a_meal_after_the_wait_a_wait_for_someone_and_a_meal_eaten(lex, who):
    assert "drink" in actual_kinds(
        lex, f"{who} grabs a coffee and waits for it to cool, then drinks it.", who)
    assert "eat" in actual_kinds(lex, f"{who} has a bowl of soup and waits for Tom.", who)
    assert "eat" in actual_kinds(lex, f"{who} eats a sandwich and waits for it to settle.", who)
