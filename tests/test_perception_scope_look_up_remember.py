"""Cue words in their other sense: "looks up" before a word that takes no object is raising
the eyes ("looks up from her soup and keeps eating", "looks up and smiles at Leo, eating her
toast"), not something looked up for later ("is looking up recipes for dinner"); "remembers to
drink some water" does it (an exception to the reported cue "remember"), while "remembers
drinking with Leo in Rome" stays a memory; "in order to" is a purpose, no order placed, and
"can tell she is tired" a knowing, no telling."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

PEOPLE = ["Ana", "Kofi", "Mei"]
LOOKS = ["looks up from her phone and", "looks up and smiles at Leo,", "looked up briefly and",
         "looks up at the clock and"]
ACTS = {"eats her toast": "eat", "sips her coffee": "drink", "eating her toast": "eat",
        "drinks a glass of water": "drink"}
REMEMBERS = ["remembers to", "finally remembered to", "remembered to"]
DOS = {"drink some water": "drink", "eat her lunch": "eat", "take a nap": "sleep"}


def test_looking_up_from_something_is_no_look_up(lex):
    cases = [(f"{p} {lk} {a}.", p, k) for p, lk, (a, k)
             in itertools.product(PEOPLE, LOOKS, ACTS.items())]
    assert [t for t, p, k in cases if k not in actual_kinds(lex, t, p)] == []


def test_remembering_to_do_it_does_it(lex):
    cases = [(f"{p} {r} {d}.", p, k) for p, r, (d, k)
             in itertools.product(PEOPLE, REMEMBERS, DOS.items())]
    assert [t for t, p, k in cases if k not in actual_kinds(lex, t, p)] == []


@pytest.mark.parametrize("text,kind", [
    ("Ana is looking up recipes for dinner with Leo.", "eat"),
    ("Ana looks up bus times to the pool for a swim.", "exercise"),
    ("Ana remembers drinking with Leo in Rome.", "drink"),
    ("Ana forgot to eat her lunch.", "eat"),
])
def test_controls_looked_up_remembered_or_forgotten_is_not_done(lex, text, kind):
    assert kind not in actual_kinds(lex, text, "Ana")


PURPOSES = ["In order to stay awake, {S} drinks a strong coffee.",
            "{S} eats a big breakfast in order to last till dinner.",
            "{S} can tell she is tired and takes a nap.",
            "{S} could tell the day would be long, so she ate a second breakfast."]
PURPOSE_KINDS = ["drink", "eat", "sleep", "eat"]


def test_a_purpose_or_a_knowing_is_no_order_or_telling(lex):
    cases = [(sh.format(S=p), p, k) for (sh, k), p
             in itertools.product(zip(PURPOSES, PURPOSE_KINDS, strict=True), ["Ana", "Mei"])]
    assert [t for t, p, k in cases if k not in actual_kinds(lex, t, p)] == []
