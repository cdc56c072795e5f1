"""The one struck on a part is hurt; beasts that pin or prowl, tides and spills are threats.

1. "A hoof catches Xolani on the shin", "a hailstone hits Ana on the head": the person between
   the verb and "on/in/across the" part is the one hurt, whoever struck (the hurt went to the
   striker, someone else).
2. A big beast that pins, crushes or butts someone or prowls close by ("the bull pins Ana
   against the gate", "a polar bear is prowling outside the hut"); pulled off one's feet by a
   rope ("yanked off her feet"; "swept off her feet" is love); cut off by the tide; acid
   spilt in a lab.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBSERVER = "Ana"


STRIKERS = ["A hoof", "A hailstone", "The boom", "A flying bottle", "A falling branch"]
VERBS = ["catches", "hits", "whacks"]
WHERE = ["on the shin", "on the head", "in the face", "on the shoulder", "across the face"]


def test_the_one_struck_on_a_part_is_hurt(lex):
    cases = [f"{s} {v} Ana {w}." for s, v, w in itertools.product(STRIKERS, VERBS, WHERE)]
    cases += [f"{s} {v} you {w}." for s, v, w in itertools.product(STRIKERS, VERBS, WHERE)]
    assert [c for c in cases if "injury" not in actual_kinds(lex, c, OBSERVER)] == []


def test_someone_else_struck_on_a_part_is_theirs(lex):
    cases = [f"{s} {v} {who} {w}." for s, v, w, who in itertools.product(
        STRIKERS, VERBS, WHERE, ["Tom", "him", "the boy"])]
    assert [(c, got) for c in cases if (got := actual_kinds(lex, c, OBSERVER) & {"injury"})] == []


@pytest.mark.parametrize("text", [
    "The bull pins Ana against the gate.",
    "The ram butts you in the knee.",
    "A polar bear is prowling outside Ana's hut.",
    "A tiger prowls past the tent where Ana sleeps.",
    "The rope goes taut and Ana is yanked off her feet.",
    "The line snaps tight and you are jerked off your feet.",
    "Ana is stranded on the sandbank as the tide comes in.",
    "Ana is cut off by the rising tide below the cliffs.",
    "Ana spills acid on the bench and it splashes her goggles.",
])
def test_beasts_tides_and_spills_are_threats(lex, text):
    assert "danger" in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "Ana is swept off her feet by the new vet.",
    "The cat pins the mouse under its paw while Ana watches.",
    "Ana spills the milk.",
    "Ana walks on the sandbank at low tide.",
])
def test_lookalikes_are_none(lex, text):
    assert "danger" not in actual_kinds(lex, text, OBSERVER)
