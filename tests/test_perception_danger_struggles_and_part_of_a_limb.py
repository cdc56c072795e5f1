"""A struggle with one's own body or a game controller is no row, and a part of a finger, a
thumb, a hand or a foot is a body part for an injury verb (core.yaml ``exceptions``,
``injury`` verb objects).

* "fighting to keep her eyes open", "fights to stay upright", "plugs in his fight stick": no
  conflict; a fight with someone stays one.
* "slices the base of her thumb", "nicks the tip of his finger": an injury of the owner (the
  observer's only when the owner is the observer); a thing's tip or base ("cuts the tip of the
  carrot") and a verb that does not hurt ("paints the tip of her finger") are none.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Ana"


def kinds(lex, text: str, kind: str, observer: str = OBSERVER) -> list:
    return [e for e in perceive(text, lex, observer=observer) if e.kind == kind]


STRUGGLES = ["is fighting to keep her eyes open", "fights to keep her eyes open in the lecture",
             "is fighting to stay upright on the deck", "fought to stay awake through the film",
             "plays Tekken with her new fight stick", "plugs in her fight stick"]


def test_a_struggle_is_no_conflict(lex) -> None:
    def one_case(who, what):
        text = f"{who} {what}."
        assert not kinds(lex, text, "conflict"), text

    cases = list(itertools.product(["Ana", "Tomas", "She"],
                                                                 STRUGGLES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana fights with her brother over the remote.",
    "Ana got into a fight with a man outside the pub.",
])
def test_a_fight_with_someone_stays_a_conflict(lex, text):
    assert any(e.is_actual_self for e in kinds(lex, text, "conflict")), text


VERBS = ["slices", "cuts", "nicks", "burns"]
PARTS = ["the base of her thumb", "the tip of her finger", "the pad of her thumb",
         "the side of her hand", "the ball of her foot"]


def test_part_of_a_limb_is_hurt(lex) -> None:
    def one_case(verb, part):
        text = f"Ana {verb} {part} on the mandoline."
        assert any(e.is_actual_self for e in kinds(lex, text, "injury")), text

    cases = list(itertools.product(VERBS, PARTS))
    assert failing_cases(one_case, cases) == []


def test_someone_elses_part_is_not_the_observers(lex) -> None:
    def one_case(verb, part):
        text = f"Tomas {verb} {part.replace('her', 'his')} on the mandoline."
        assert not any(e.is_actual_self for e in kinds(lex, text, "injury")), text

    cases = list(itertools.product(VERBS, PARTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana cuts the tip of the carrot.",
    "Ana slices the base of the cake.",
    "Ana paints the tip of her finger.",
    "Ana trims the side of the hedge.",
])
def test_part_of_a_thing_controls(lex, text):
    assert not kinds(lex, text, "injury"), text
