"""A slice or a piece of a food is a snack, weighed like a muffin, not a meal (session 26: "a
slice of bread" counted as a full meal); a bowl or a plate of it stays one."""

from __future__ import annotations

import pytest
from helpers import failing_cases

from engine.perception import perceive


def eat_strength(lexicon, text: str) -> float:
    strengths = [e.strength for e in perceive(text, lexicon)
                 if e.kind == "eat" and e.is_actual_self]
    assert len(strengths) == 1, text
    return strengths[0]


def test_a_slice_or_a_piece_is_half_a_meal(lex) -> None:
    def one_case(text):
        assert eat_strength(lex, text) == 0.5

    cases = ["You eat a slice of bread.", "You grab a slice of pizza.",
                                      "You have a slice of cake.", "You eat a piece of toast.",
                                      "You eat a muffin."]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", ["You eat a bowl of soup.", "You eat a plate of dumplings.",
                                  "You eat a sandwich."])
def test_a_bowl_a_plate_or_a_dish_stays_a_meal(lex, text):
    assert eat_strength(lex, text) == 1.0


def test_a_spoonful_is_still_smaller_than_a_slice(lex):
    assert eat_strength(lex, "You eat a spoonful of soup.") < eat_strength(
        lex, "You eat a slice of bread.")
