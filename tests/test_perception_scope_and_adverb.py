"""Negation scope ends at "and" + a new predicate also when a focus adverb stands between ("leaves
the cake untouched and only drinks the coffee", "refuses the wine and then drinks a lemonade",
"doesn't eat and quickly falls asleep"): the denial covers only what comes before "and". A second
verb that shares the denial ("doesn't eat or drink") stays denied.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

DENIALS = ["Ana leaves the cake untouched", "Ana refuses the wine", "Ana doesn't eat",
           "Ana turns down the pudding", "You don't touch your dinner"]
ADVERBS = ["only", "just", "then", "instead", "quickly", "finally"]
LATER = [("drink", "drinks a coffee"), ("sleep", "falls asleep"),
         ("rest", "rests on the sofa")]


@pytest.mark.parametrize("denial,adverb,later", list(itertools.product(DENIALS, ADVERBS, LATER)))
def test_the_verb_after_and_an_adverb_is_not_denied(lex, denial, adverb, later):
    kind, words = later
    if denial.startswith("You "):
        words = words.replace("drinks", "drink").replace("falls", "fall").replace("rests", "rest")
    text = f"{denial} and {adverb} {words}."
    assert kind in actual_kinds(lex, text, "Ana"), text


DENIED = [("Ana doesn't eat or drink and then sleeps.", "drink"),
          ("Ana doesn't eat and just drinks water.", "eat"),
          ("Ana never eats and drinks at her desk.", "eat")]


@pytest.mark.parametrize("text,kind", DENIED)
def test_the_denied_verb_stays_denied(lex, text, kind):
    assert kind not in actual_kinds(lex, text, "Ana"), text
