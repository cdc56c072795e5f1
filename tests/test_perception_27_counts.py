"""Counted portions scale a meal (issue 3, deliver 5: quantity words scale the effect).

Before session 27 a count said nothing: "two muffins" weighed 0.5 like one muffin, and "a couple
of cookies" (0.2) or "a couple of sandwiches" (0.5) weighed less than one. Design choice: a count
right before an event's object (a count word from the lexicon's quantities, or a numeral 2-12;
adjectives may stand between) eats n portions of weight w as 1 - (1 - w)^n, each filling part of
what the last one left, never more than a full meal. A count anywhere else counts nothing, and "a
couple of" away from an object keeps its small multiplier ("sleeps a couple of hours").
"""

from __future__ import annotations

import pytest
from helpers import failing_cases

from engine.perception import perceive


def strength(lex, text: str, kind: str) -> float:
    (event,) = [e for e in perceive(text, lex) if e.kind == kind and e.is_actual_self]
    return event.strength


def test_a_count_before_the_object_eats_that_many_portions(lex) -> None:
    def one_case(text, expected):
        assert strength(lex, text, "eat") == expected

    cases = [
        ("You eat a muffin.", 0.5),
        ("You eat two muffins.", 0.75),
        ("You eat two warm muffins.", 0.75),
        ("You eat three cookies.", 0.784),
        ("You eat several biscuits.", 0.784),
        ("You eat a couple of cookies.", 0.64),
        ("You eat a pair of apples.", 0.64),
        ("You eat 2 apples.", 0.64),
        ("You eat 3 cookies.", 0.784),
        ("You eat two slices of bread.", 0.75),
        ("You grab two muffins.", 0.75),
        ("You eat a couple of sandwiches.", 1.0),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("text", "expected"), [
    ("Two hours later you eat a muffin.", 0.5),      # a count of hours, not of muffins
    ("Two big trucks pass as you eat a muffin.", 0.5),
    ("You eat two bites of toast.", 0.3),  # the bites are the measure, not a count of toast
    ("You eat a muffin at 2 o'clock.", 0.5),
])
def test_a_count_away_from_the_object_counts_nothing(lex, text, expected):
    assert strength(lex, text, "eat") == expected


def test_a_couple_of_measures_weighs_more_than_one_measure(lex):
    assert strength(lex, "You take a mouthful of soup.", "eat") == 0.3
    assert strength(lex, "You take a couple of mouthfuls of soup.", "eat") == 0.51


def test_a_couple_of_hours_of_sleep_stays_a_short_sleep(lex):
    assert strength(lex, "You sleep a couple of hours.", "sleep") == 0.5


def test_a_bite_of_food_is_a_small_eat(lex):
    assert strength(lex, "You eat a bite of toast.", "eat") == 0.3
