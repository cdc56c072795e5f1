"""Food got or served with a light verb and then denied as a pronoun was only held: "pours
himself a glass of milk, but the phone rings and he never drinks it", "grabs a sandwich but
never eats it", "helps herself to a slice of cake but doesn't eat it". A different meal denied
("grabs a sandwich but doesn't eat lunch") or the food eaten ("grabs a sandwich and eats it")
leaves the first alone."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

PEOPLE = [("Tuan", "he"), ("Ana", "she"), ("Kofi", "he")]
HELD = {"grabs a sandwich": "eat", "grabs a coffee": "drink",
        "pours {r} a glass of milk": "drink", "helps {r} to a slice of cake": "eat",
        "has a beer": "drink"}
DENIALS = ["but never {v} it", "but {p} doesn't {b} it",
           ", but the phone rings and {p} never {v} it"]
VERBS = {"eat": ("eats", "eat"), "drink": ("drinks", "drink")}
REFLEXIVE = {"he": "himself", "she": "herself"}


def test_held_food_denied_as_a_pronoun_was_not_had(lex):
    cases = []
    for (name, pro), (held, kind), denial in itertools.product(PEOPLE, HELD.items(), DENIALS):
        v, b = VERBS[kind]
        text = f"{name} {held.format(r=REFLEXIVE[pro])} {denial.format(v=v, b=b, p=pro)}."
        cases.append((text.replace(" ,", ","), name, kind))
    assert len(cases) == 45
    assert [t for t, n, k in cases if k in actual_kinds(lex, t, n)] == []


@pytest.mark.parametrize("text,kind", [
    ("Tuan grabs a sandwich and eats it.", "eat"),
    ("Tuan grabs a sandwich but doesn't eat lunch.", "eat"),
    ("Tuan pours himself a glass of milk and drinks it.", "drink"),
    ("Tuan has a beer with Leo.", "drink"),
])
def test_controls_food_eaten_or_another_meal_denied_stays(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Tuan")
