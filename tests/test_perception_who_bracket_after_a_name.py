"""Who did it: a capitalised word opening a sentence or a clause, then a bracket, then a verb
("Klaus (nearby) is sleeping", "Klaus (in the next bunk) snores", "Oyun (the cook's
daughter) eats"): the bracket describes the name, as a comma parenthesis does, and the name
is the verb's subject, someone else, not the observer reading or working nearby.

Controls: the observer in the same shape keeps the act ("Ana (nearby) is sleeping"); a day
or a meal word before a bracket is no name ("Monday (day off) slept in" is the writer's)."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

NAMES = ["Klaus", "Oyun", "Bataar", "Ines"]
BRACKETS = ["(nearby)", "(in the next bunk)", "(the stoker)", "(off duty)"]
ACTS = {"sleep": "is sleeping", "eat": "eats a bowl of noodles", "drink": "drinks a beer"}


@pytest.mark.parametrize("name,bracket", list(itertools.product(NAMES, BRACKETS)))
def test_a_bracket_between_a_name_and_its_verb_keeps_the_name_the_subject(lex, name, bracket):
    for kind, act in ACTS.items():
        assert kind not in actual_kinds(lex, f"{name} {bracket} {act}.", "Ana")
        assert kind not in actual_kinds(lex, f"Ana is reading @ library; {name} {bracket} {act}",
                                        "Ana")


@pytest.mark.parametrize("text,kind", [
    ("Ana (nearby) is sleeping.", "sleep"),
    ("Monday (day off) slept in.", "sleep"),
])
def test_the_observer_or_a_day_before_a_bracket_keeps_the_act(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana")
