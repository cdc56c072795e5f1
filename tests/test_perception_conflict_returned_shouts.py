"""Shouts given back and a blow taken from someone are conflict (session 9, s9h8: "the innkeeper
... roars back", "Florin was punched by a stranger in the queue" gave no conflict).
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

# (the one shouted at, the one who answers, the verb's ending)
SUBJECTS = [("you", "you", ""), ("Ana", "she", "s"), ("me", "I", "")]
BACK = ["roar", "holler", "snarl", "bark", "scream", "yell", "shout"]


def test_a_shout_given_back_is_conflict(lex) -> None:
    def one_case(subject, verb):
        target, answerer, ending = subject
        text = f"The landlord yells at {target}, and {answerer} {verb}{ending} back."
        assert actual_kinds(lex, text, "Ana") == {"conflict"}

    cases = list(itertools.product(SUBJECTS, BACK))
    assert failing_cases(one_case, cases) == []


def test_a_blow_taken_from_someone_is_conflict(lex) -> None:
    def one_case(subject, blow, by):
        assert "conflict" in actual_kinds(lex, f"{subject[0]} {blow} by {by} in the queue.", "Ana")

    cases = list(itertools.product([("You were", "You"), ("Ana was", "Ana"),
                                                     ("I was", "I")],
                                                    ["punched", "slapped", "headbutted", "thumped"],
                                                    ["a stranger", "a drunk man", "her brother"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    # negative controls: a call back, a dog's bark, a bag thumped down
    "You call back the plumber.",
    "Ana's dog barks back at the neighbour's dog.",
    "You thump the bag down on the table.",
    "You holler to Ana across the field.",
])
def test_returned_shout_controls(lex, text):
    assert "conflict" not in actual_kinds(lex, text, "Ana")
