"""Likelihood, appetite for an offer and weighing a thing up are not the thing done: "is likely
to hit the gym later", "is up for a swim if the weather holds", "is hoping for a quiet night
in", "is weighing up a nap", "wonders whether to have lunch", "is advised to drink more water"
are planned (cues.planned, short reach up to a comma or "and" + a new predicate), while an
event in a new clause after them happens now."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

PEOPLE = [("Ana", "Ana"), ("Kofi", "Kofi"), ("Mei", "Mei"), ("Tomás", "Tomás")]
ACTS = {"eat a sandwich": "eat", "have lunch": "eat", "drink a coffee": "drink",
        "go for a run": "exercise", "swim a few lengths": "exercise", "get some sleep": "sleep"}
SHAPES = ["{S} is likely to {v} later.", "{S} is unlikely to {v} today.",
          "{S} wonders whether to {v}.", "{S} is wondering what to do: {v} or not.",
          "{S} is advised to {v}."]
NOUNS = {"a swim": "exercise", "a nap": "sleep", "a curry": "eat", "a pint": "drink",
         "a run": "exercise"}
NOUN_SHAPES = ["{S} is up for {n} if the weather holds.", "{S} is hoping for {n} later.",
               "{S} is weighing up {n}."]


def test_likely_wondered_or_advised_acts_are_not_done(lex):
    cases = [(sh.format(S=s, v=v), obs, k) for sh, (s, obs), (v, k)
             in itertools.product(SHAPES[:3] + SHAPES[4:], PEOPLE, ACTS.items())]
    assert len(cases) == 96
    assert [t for t, obs, k in cases if k in actual_kinds(lex, t, obs)] == []


def test_things_one_is_up_for_hoping_for_or_weighing_up_are_not_done(lex):
    cases = [(sh.format(S=s, n=n), obs, k) for sh, (s, obs), (n, k)
             in itertools.product(NOUN_SHAPES, PEOPLE, NOUNS.items())]
    assert [t for t, obs, k in cases if k in actual_kinds(lex, t, obs)] == []


@pytest.mark.parametrize("text,kind", [
    ("Ana is likely to be late, and she eats a sandwich at her desk.", "eat"),
    ("Kofi wonders whether to phone Leo, then eats a sandwich.", "eat"),
    ("Mei is up for anything tonight; right now she is drinking a coffee.", "drink"),
    ("Ana eats a sandwich.", "eat"),
    ("Kofi swims a few lengths.", "exercise"),
    ("Mei takes a nap.", "sleep"),
])
def test_controls_an_act_now_stays_actual(lex, text, kind):
    observer = text.split()[0]
    assert kind in actual_kinds(lex, text, observer)
