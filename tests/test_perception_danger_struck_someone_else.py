"""A threat that strikes someone else is theirs, also with the observer close by.

* The target of a threat may open with a determiner and modifiers ("a car crashes into the old
  man", "nearly hits two hikers"); it was no target unless an article stood right before its
  noun, and the threat fell to the observer (a leak).
* A capitalised name after "into", "onto", "on", "upon" (core.yaml ``danger.target.directed``)
  is what the threat strikes ("a car crashes into Tom", "a rock falls on Tom").
* A hazard that strikes someone named right after it is no near miss of the observer named
  later ("a car crashes into Tom in front of Ana"); a thing of someone's struck beside the
  observer still is ("crashes into Tom's fence right beside you").
* A hurt's phrase ending in a preposition names the obstacle after it, not the one hurt:
  "Catalina tripped over the dog" is Catalina's injury (it was the dog's).
* Controls: the same threats striking the observer stay theirs.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OBSERVER = "Ana"
HAZARDS = ["A car", "A van", "A rock", "A falling branch", "A loose tile", "A wave"]
STRIKES = ["crashes into", "slams into", "falls on", "lands on", "smashes into", "topples onto",
           "nearly hits", "sweeps away"]
TARGETS = ["Tom", "Tom's son", "her brother", "the boy", "two hikers", "Mrs Patel",
           "the old man", "a child"]


def test_a_threat_that_strikes_someone_else_is_theirs(lex) -> None:
    def one_case(hazard, strike, target, tail):
        assert "danger" not in actual_kinds(lex, f"{hazard} {strike} {target}{tail}", OBSERVER)

    cases = list(itertools.product(
        HAZARDS, STRIKES, TARGETS, [".", " while Ana watches.", " in front of Ana.",
                                    "; Ana screams."]))
    assert failing_cases(one_case, cases) == []


def test_controls_a_threat_that_strikes_the_observer(lex) -> None:
    def one_case(hazard, strike, target):
        assert "danger" in actual_kinds(lex, f"{hazard} {strike} {target}.", OBSERVER)

    cases = list(itertools.product(
        HAZARDS, ["crashes into", "nearly hits", "smashes into"], ["Ana", "you"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "A car crashes into Tom's fence right beside you.",
    "A brick lands a step behind Ana.",
    "A spark lands on Ana's sleeve as she walks past.",
])
def test_controls_near_misses_of_the_observer(lex, text: str) -> None:
    assert "danger" in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize(("hurt", "obstacle"), list(itertools.product(
    ["tripped over", "trips over", "fell over"], ["the dog", "her brother's bag", "the cat"])))
def test_what_the_observer_tripped_over_is_no_one_hurt(lex, hurt: str, obstacle: str) -> None:
    text = f"Ana {hurt} {obstacle} and sprained her wrist."
    assert "injury" in actual_kinds(lex, text, OBSERVER)


def test_control_someone_else_tripping_over_the_dog(lex) -> None:
    assert "injury" not in actual_kinds(lex, "Tom tripped over the dog and sprained his wrist.",
                                        OBSERVER)
