"""Slang for eating a lot fast counts when its object is a food ("chomps through a bag of
apples", "chows down on a burrito"; eat's `verbs`), and never without one ("hoovers the
lounge", "munches through the paperwork").
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

VERBS = ["chomps through", "munches through", "chows down on"]
FOODS = ["a bag of apples", "a burrito", "two plates of dumplings", "the leftover pizza"]


def test_slang_with_a_food_is_eating(lex) -> None:
    def one_case(verb, food):
        assert "eat" in actual_kinds(lex, f"Ana {verb} {food}.", "Ana")

    cases = list(itertools.product(VERBS, FOODS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", ["Ana hoovers the lounge.",
                                  "Ana munches through the paperwork.",
                                  "Ana chomps through the crowd to the stage."])
def test_without_a_food_it_is_none(lex, text):
    assert "eat" not in actual_kinds(lex, text, "Ana")
