"""Who did what: a partitive group of people the lexicon lacks ("two of the glaciologists",
"both of the roustabouts") right before its action is that action's subject wherever its clause
opens ("You look over and two of the glaciologists fall asleep"); the observer joined to such a
group keeps a share (negative control)."""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

GROUPS = ["two of the glaciologists", "both of the roustabouts", "three of the geologists",
          "two of those winterers"]
ACTS = {"sleep": "fall asleep in the bunk", "exercise": "do push-ups on the deck",
        "eat": "wolf down a pie", "conflict": "argue with the foreman"}
SHAPES = ["You look over and {g} {a}.", "Ana glances at the clock as {g} {a}.",
          "You hold the ladder while {g} {a}."]


def test_a_partitive_group_is_the_subject(lex) -> None:
    def one_case(group, kind, shape):
        assert kind not in actual_kinds(lex, shape.format(g=group, a=ACTS[kind]), "Ana")

    cases = list(itertools.product(GROUPS, ACTS, SHAPES))
    assert failing_cases(one_case, cases) == []


def test_the_observer_joined_to_the_group_keeps_a_share(lex) -> None:
    def one_case(group, kind):
        assert kind in actual_kinds(lex, f"You and {group} {ACTS[kind]}.", "Ana")

    cases = list(itertools.product(GROUPS[:3], ACTS))
    assert failing_cases(one_case, cases) == []
