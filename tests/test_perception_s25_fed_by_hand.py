"""Session 25 (who did what): someone fed by another's hand, told in the active, eats.

Class: "Ana, your nurse, spoon-feeds you the broth", "his granddaughter Saoirse feeds him the
apple purée spoon by spoon": a feed verb (eat's ``fed_verbs``; a hyphened prefix allowed,
spoon-feeds), the one fed (a person) and a food right after: the one fed eats, the feeder does
not. The feeder's "spoon" of "spoon-feeds" eats nothing ("Rui spoon-feeds his father his soup":
the father's meal). Unchanged: an animal fed ("feeds the ducks some bread"), the passive's own
terms ("is spoon-fed porridge by the nurse"), a spoon of one's own ("spoons soup into his
mouth").
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds

FED_OBSERVER = [
    ("Ana, your nurse, spoon-feeds you the broth because both your hands are in bandages.",
     "Rui"),
    ("Henrik won't put down his crossword, so his granddaughter feeds him the apple purée "
     "spoon by spoon.", "Henrik"),
    ("Tom spoon-feeds Rui the soup.", "Rui"),
    ("Rui is spoon-fed porridge by the nurse.", "Rui"),
    ("Rui spoons soup into his mouth.", "Rui"),
]


def test_the_one_fed_eats(lex) -> None:
    def one_case(text, observer):
        assert "eat" in actual_kinds(lex, text, observer), text

    cases = FED_OBSERVER
    assert failing_cases(one_case, cases) == []


FEEDER = [
    "Rui spoon-feeds his father his soup.",
    "Rui feeds his father the soup.",
    "Rui hand-feeds the toddler some mashed banana.",
]


@pytest.mark.parametrize("text", FEEDER)
def test_the_feeder_does_not_eat(lex, text):
    assert "eat" not in actual_kinds(lex, text, "Rui"), text
    assert "eat" in other_kinds(lex, text, "Rui"), text


def test_an_animal_fed_is_no_meal_of_the_feeders(lex):
    assert "eat" not in actual_kinds(lex, "Rui feeds the ducks some bread.", "Rui")
