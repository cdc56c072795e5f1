"""Who did what: a partitive group of people the lexicon lacks ("two of the glaciologists",
"both of the roustabouts") right before its action is that action's subject wherever its clause
opens ("You look over and two of the glaciologists fall asleep"); the observer joined to such a
group keeps a share (negative control)."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

GROUPS = ["two of the glaciologists", "both of the roustabouts", "three of the geologists",
          "two of those winterers"]
ACTS = {"sleep": "fall asleep in the bunk", "exercise": "do push-ups on the deck",
        "eat": "wolf down a pie", "conflict": "argue with the foreman"}
SHAPES = ["You look over and {g} {a}.", "Ana glances at the clock as {g} {a}.",
          "You hold the ladder while {g} {a}."]


@pytest.mark.parametrize("group,kind,shape", list(itertools.product(GROUPS, ACTS, SHAPES)))
def test_a_partitive_group_is_the_subject(lex, group, kind, shape):
    assert kind not in actual_kinds(lex, shape.format(g=group, a=ACTS[kind]), "Ana")


@pytest.mark.parametrize("group,kind", list(itertools.product(GROUPS[:3], ACTS)))
def test_the_observer_joined_to_the_group_keeps_a_share(lex, group, kind):
    assert kind in actual_kinds(lex, f"You and {group} {ACTS[kind]}.", "Ana")
