"""Symptoms named as nouns and a cold felt starting are illness (session 9, s9h8: "Mei-Ling
feels a faint queasiness as the ship rolls", "your head is stuffed up ... your raw throat",
"a faint croak in his voice tonight, just the start of a cold" gave nothing).
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

SUBJECTS = [("You feel", "You have"), ("Ana feels", "Ana has"), ("I feel", "I have")]
NOUNS = ["queasiness", "dizziness", "wooziness", "light-headedness", "feverishness"]
MODIFIERS = ["a faint", "a sudden", "a wave of", "some"]


def test_a_symptom_named_as_a_noun_is_illness(lex) -> None:
    def one_case(subject, modifier, noun):
        assert actual_kinds(lex, f"{subject[0]} {modifier} {noun}.", "Ana") == {"illness"}

    cases = list(itertools.product(SUBJECTS, MODIFIERS, NOUNS))
    assert failing_cases(one_case, cases) == []


SIGNS = ["a raw throat", "the start of a cold", "the beginnings of a cold",
         "a croak in {own} voice", "a stuffed-up nose"]
OWN = {"You have": "your", "Ana has": "her", "I have": "my"}


def test_the_signs_of_a_cold_are_illness(lex) -> None:
    def one_case(subject, sign):
        text = f"{subject[1]} {sign.format(own=OWN[subject[1]])}."
        assert actual_kinds(lex, text, "Ana") == {"illness"}

    cases = list(itertools.product(SUBJECTS, SIGNS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("owner", "part"),
                         list(itertools.product(["Your", "Ana's", "My"], ["head", "nose"])))
def test_a_stuffed_up_head_is_illness(lex, owner, part):
    assert actual_kinds(lex, f"{owner} {part} is stuffed up.", "Ana") == {"illness"}


@pytest.mark.parametrize("text,expected", [
    ("Mei-Ling feels a faint queasiness as the ship rolls, nothing worse.", set()),
    ("Ana feels a faint queasiness as the ship rolls, nothing worse.", {"illness"}),
    ("Your head is stuffed up and every swallow scrapes your raw throat.", {"illness"}),
    # negative controls: the words of a thing, not of a body
    ("You stuff the turkey.", set()),
    ("You stuff your bag full of snacks.", set()),
    ("You eat the raw carrots.", {"eat"}),
    ("Ana croaks out a song at karaoke.", set()),
    ("You miss the start of the film.", set()),
])
def test_symptom_lines_and_controls(lex, text, expected):
    assert actual_kinds(lex, text, "Ana") == expected
