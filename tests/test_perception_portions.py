"""Portions: how much was eaten or drunk scales an event's strength, and only that kind's.

A snack-sized food (``kinds.eat.objects`` with a weight) is a fraction of a meal; a token
portion of one kind (``quantities`` with a ``kind``: "a sip of", "a nibble of", "a few bites")
scales only the events of that kind in its clause; a term that contains a quantity ("take a sip
of") is weak by its own weight and does not take the quantity again.
"""

from __future__ import annotations

import pytest

import engine
from engine.perception import perceive


def strength(lex, text: str, kind: str, observer: str | None = None) -> float:
    found = [e.strength for e in perceive(text, lex, observer=observer)
             if e.kind == kind and e.is_actual_self]
    assert found, f"no actual self {kind} in {text!r}"
    return max(found)


@pytest.mark.parametrize("snack, weight", [
    ("an ice lolly", 0.3), ("a biscuit", 0.4), ("a cookie", 0.4), ("an apple", 0.4),
    ("a banana", 0.4), ("a yoghurt", 0.4), ("a muffin", 0.5), ("a doughnut", 0.5),
])
@pytest.mark.parametrize("verb", ["eat", "have", "finish"])
def test_a_snack_is_a_fraction_of_a_meal(lex, snack, weight, verb):
    assert strength(lex, f"You {verb} {snack}.", "eat") == weight
    assert strength(lex, f"You {verb} a sandwich.", "eat") == 1.0


@pytest.mark.parametrize("text, expected", [
    ("You have a sip of tea.", 0.3),
    ("You have a sip of water at your desk.", 0.3),
    ("Tomasz has a sip of the cold coffee.", 0.3),
])
def test_a_sip_is_a_small_drink_whatever_the_verb(lex, text, expected):
    assert strength(lex, text, "drink", observer="Tomasz") == expected


def test_a_term_never_takes_its_own_quantity_again(lex):
    assert strength(lex, "You take a sip of tea.", "drink") == 0.3  # not 0.3 x 0.3
    assert strength(lex, "Ana eats a morsel of bread.", "eat", observer="Ana") == 0.1
    assert strength(lex, "She manages a few bites.", "eat", observer="she") == 0.3


@pytest.mark.parametrize("text, expected", [
    ("You eat a few bites of stew.", 0.3),
    ("You eat a couple of bites of the pie.", 0.3),
    ("You eat one bite of the cake.", 0.2),
    ("You have a nibble of cheese.", 0.2),
])
def test_a_bite_sized_portion_scales_the_verb_of_its_clause(lex, text, expected):
    assert strength(lex, text, "eat") == expected


@pytest.mark.parametrize("text, kind", [
    ("You have a sip of tea while you file the report.", "work"),
    ("You eat a few bites of stew and chat with Omar.", "socialize"),
    ("You have a nibble of cheese and load the delivery van.", "work"),
])
def test_a_portion_of_one_kind_leaves_the_other_kinds_whole(lex, text, kind):
    assert strength(lex, text, kind) == 1.0


def test_a_portion_still_negates_and_keeps_its_reader(lex):
    events = perceive("Without so much as a sip of water, you load the van.", lex)
    drinks = [e for e in events if e.kind == "drink"]
    assert [(e.negated, e.strength, e.term) for e in drinks] == [(True, 0.3, "a sip of")]


def test_the_needs_rules_give_a_snack_less_satiety_than_a_meal():
    ruleset = engine.load_ruleset("needs")
    start = ruleset.tick(None, "").state["values"]["satiety"]

    def satiety_gain(text: str) -> float:
        return round(ruleset.tick(None, text).state["values"]["satiety"] - start, 6)

    assert satiety_gain("You eat a sandwich.") == 0.3  # seed 000: a meal is +0.30
    assert satiety_gain("You eat an ice lolly.") == 0.09  # 0.30 x 0.3
    assert satiety_gain("You eat a biscuit.") == 0.12
