"""Animals named in a scene are someone else ("your mare limps on a bleeding leg", "the donkeys
drink from the trough"): an owner's "your" before one does not make its ailment the observer's.
And "which" after an animal is its relative pronoun: "Ana brushes your mare, which eats a bowl
of oats" is the mare's meal. Animals that are also foods or body parts (chicken, lamb, calf)
are not listed."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

ANIMALS = ["your mare", "the donkeys", "her pony", "the old donkey", "a stray hound", "the hens"]
ACTS = {"eat": ("eats", "eat", "a bowl of oats"), "drink": ("drinks", "drink", "from the trough"),
        "sleep": ("sleeps", "sleep", "by the fire"),
        "injury": ("limps", "limp", "on a bleeding leg"),
        "illness": ("coughs", "cough", "and shivers with fever")}
SHAPES = ["{A} {v} {x}.", "You rest while {a} {v} {x}.", "Beside you, {a} {v} {x}.",
          "Ana waits while {a} {v} {x}.", "Ana brushes {a}, which {v} {x}."]


def test_an_animals_act_is_not_the_observers(lex) -> None:
    def one_case(animal, kind, shape):
        third, plural, rest = ACTS[kind]
        verb = plural if animal in ("the donkeys", "the hens") else third
        text = shape.format(a=animal, A=animal[0].upper() + animal[1:], v=verb, x=rest)
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(ANIMALS, ACTS, SHAPES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    ("You eat a plate of lamb stew.", "eat"),
    ("Ana eats roast chicken with her pony tied up outside.", "eat"),
    ("Ana fell off her pony, which hurt.", "injury"),
    ("Your calf is cramping after the run.", "illness"),
])
def test_foods_and_the_observers_own_falls_stay(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana"), text


def test_what_someone_falls_off_is_no_subject(lex):
    assert "injury" in actual_kinds(lex, "Ana fell off her pony and broke her wrist.", "Ana")
