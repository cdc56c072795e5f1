"""A serving counted by an ordinal is one had (core.yaml eat/drink ``counted``): "Leo is on his
second pint", "my fourth coffee today", "[chat] Pieter: third espresso of the morning". An
article before the ordinal says nothing of who has it ("orders a second pint for his friend",
"the third espresso is for Ana"), and a compound names a thing ("his second coffee break").
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive


def theirs(lex, text: str, observer: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer)
            if e.subject == "other" and e.mode == "actual" and not e.negated}


ORDINALS = ["second", "third", "fourth", "5th"]
DRINKS = ["pint", "espresso", "coffee", "glass of wine", "cup of tea", "beer"]
FOODS = ["slice of cake", "bowl of ramen", "doughnut"]
OWNED = [  # (observer, frame with {o} ordinal and {x} serving)
    ("Leo", "Leo is on his {o} {x}."),
    ("Leo", "You're on your {o} {x} and it's only noon."),
    ("Leo", "I'm already on my {o} {x} of the day."),
    ("Mira", "Mira's {o} {x} tonight, and she's still talking."),
    ("Leo", "[Slack #lab-group]\nLeo: {o} {x} of the morning\nAroha: pace yourself\nLeo: ok"),
    ("Leo", "{o} {x} today lol"),
]


def test_a_counted_drink_is_drunk(lex) -> None:
    def one_case(ordinal, drink, frame):
        observer, text = frame
        text = text.format(o=ordinal, x=drink)
        assert "drink" in actual_kinds(lex, text, observer), text

    cases = list(itertools.product(ORDINALS, DRINKS, OWNED))
    assert failing_cases(one_case, cases) == []


def test_a_counted_serving_of_food_is_eaten(lex) -> None:
    def one_case(ordinal, food, frame):
        observer, text = frame
        text = text.format(o=ordinal, x=food)
        assert "eat" in actual_kinds(lex, text, observer), text

    cases = list(itertools.product(ORDINALS, FOODS, OWNED))
    assert failing_cases(one_case, cases) == []


def test_someone_else_s_counted_drink_is_theirs(lex) -> None:
    def one_case(ordinal, drink):
        text = f"Ana is on her {ordinal} {drink}."
        assert "drink" not in actual_kinds(lex, text, "Leo"), text
        assert "drink" in theirs(lex, text, "Leo"), text

    cases = list(itertools.product(ORDINALS, DRINKS))
    assert failing_cases(one_case, cases) == []


NOT_HAD = [  # an article before the ordinal, or the serving a compound's first word
    "Leo orders a {o} pint for his friend.",
    "The {o} espresso is for Ana.",
    "Leo turns down a {o} coffee.",
    "Leo pushes the {o} beer away.",
    "Leo takes his {o} coffee break at four.",
    "{o} coffee shop on the left.",
    "Leo walks past his {o} beer festival poster.",
    "Leo puts his name down for the hut's {o} dinner sitting.",
]


def test_no_count_of_one_s_own_is_no_serving(lex) -> None:
    def one_case(ordinal, frame):
        text = frame.format(o=ordinal)
        assert actual_kinds(lex, text, "Leo").isdisjoint({"eat", "drink"}), text

    cases = list(itertools.product(ORDINALS, NOT_HAD))
    assert failing_cases(one_case, cases) == []


# ordinals that count other things stay no meal
@pytest.mark.parametrize("text", [
    "Leo is on his second lap.",
    "Leo finishes his third set of reps.",
    "It's my fourth day on the ward.",
    "Leo lives on the second floor.",
])
def test_an_ordinal_before_no_serving_is_nothing(lex, text):
    assert actual_kinds(lex, text, "Leo").isdisjoint({"eat", "drink"}), text
