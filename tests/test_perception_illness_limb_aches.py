"""Sore limbs, a poor night and a lost appetite are no illness on their own (session 9, s9h8: "I
kneaded dough for three hours and my wrists are aching", "kneaded 40 kg of rye by hand, arms
aching", "Mo's ribs still ache from the fall", "Wanjiru slept poorly" and "Ulla has no
appetite" all gave an illness).

An ache felt in a limb or muscle (a body part named just before or right after it) is a sore
body, not a sickness; an ache all over, in the joints, bones, head or ears stays an illness.
"Poorly" is ill as a state ("she is poorly"), not as a verb's adverb. A lost appetite alone is
no illness, and its "no" denies nothing after it.
"""

from __future__ import annotations

import copy
import itertools

import pytest
from helpers import actual_kinds, failing_cases

from engine.lexicon import compile_lexicon

OWNERS = ["My", "Your", "Ana's"]
LIMBS = ["wrists", "arms", "legs", "knees", "shoulders", "calves", "thighs", "feet", "ribs",
         "hands"]
ACHING = ["ache", "are aching", "are still aching", "still ache", "have started to ache"]


def test_an_aching_limb_is_no_illness(lex) -> None:
    def one_case(owner, limb, aching):
        assert "illness" not in actual_kinds(lex, f"{owner} {limb} {aching}.", "Ana")

    cases = list(itertools.product(OWNERS, LIMBS, ACHING))
    assert failing_cases(one_case, cases) == []


def test_aching_before_a_limb_is_no_illness(lex) -> None:
    def one_case(subject, limb):
        assert "illness" not in actual_kinds(lex, f"{subject} home with aching {limb}.", "Ana")

    cases = list(itertools.product(["You walk", "Ana walks", "I walk"], LIMBS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Your joints ache.", "Your whole body aches.", "You ache all over.",
    "You have aching joints.", "You lie in bed with aching bones.", "Your head aches.",
    "Ana's ears ache.", "Your teeth ache.", "You are aching all over with the flu.",
])
def test_an_ache_all_over_or_in_the_joints_stays_an_illness(lex, text):
    assert actual_kinds(lex, text, "Ana") == {"illness"}


@pytest.mark.parametrize("verb", ["slept", "ate", "played", "sang", "slept very"])
@pytest.mark.parametrize("subject", ["You", "Ana", "I"])
def test_poorly_after_a_verb_is_no_illness(lex, subject, verb):
    assert "illness" not in actual_kinds(lex, f"{subject} {verb} poorly.", "Ana")


@pytest.mark.parametrize("state", ["is poorly", "looks a bit poorly", "has been poorly all week",
                                   "is still poorly", "feels poorly", "is very poorly"])
def test_poorly_as_a_state_is_illness(lex, state):
    assert actual_kinds(lex, f"Ana {state}.", "Ana") == {"illness"}


@pytest.mark.parametrize("subject", ["You have", "Ana has", "I have"])
@pytest.mark.parametrize("rest", ["", " since the funeral", " today", " after the news"])
def test_no_appetite_alone_is_no_illness(lex, subject, rest):
    assert actual_kinds(lex, f"{subject} no appetite{rest}.", "Ana") == set()


@pytest.mark.parametrize("text,expected", [
    ("I kneaded dough for three hours and my wrists are aching.", {"work"}),
    ("Ana's cold has left her with no appetite and a pounding headache.", {"illness"}),
    ("The fever has left you no appetite.", {"illness"}),
    ("You have no appetite and a high temperature.", {"illness"}),
])
def test_aches_and_appetite_lines(lex, text, expected):
    assert actual_kinds(lex, text, "Ana") == expected


def test_the_parts_whose_ache_is_illness_come_from_the_lexicon(lex, core_document):
    # a designer lists a part in YAML (illness.sick_parts), no Python: "jaw" is a limb-like
    # body part until listed
    doc = copy.deepcopy(core_document)
    text = "Your jaw is aching."
    assert actual_kinds(lex, text, "Ana") == set()
    doc["kinds"]["illness"]["sick_parts"].append("jaw")
    assert actual_kinds(compile_lexicon([doc]), text, "Ana") == {"illness"}
