"""Slang for eating a lot fast counts when its object is a food ("chomps through a bag of
apples", "chows down on a burrito"; eat's `verbs`), and never without one ("hoovers the
lounge", "munches through the paperwork").
"""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive


def selves(lex, text: str, observer: str = "Ana") -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer) if e.is_actual_self}


VERBS = ["chomps through", "munches through", "chows down on"]
FOODS = ["a bag of apples", "a burrito", "two plates of dumplings", "the leftover pizza"]


@pytest.mark.parametrize(("verb", "food"), list(itertools.product(VERBS, FOODS)))
def test_slang_with_a_food_is_eating(lex, verb, food):
    assert "eat" in selves(lex, f"Ana {verb} {food}.")


@pytest.mark.parametrize("text", ["Ana hoovers the lounge.",
                                  "Ana munches through the paperwork.",
                                  "Ana chomps through the crowd to the stage."])
def test_without_a_food_it_is_none(lex, text):
    assert "eat" not in selves(lex, text)
