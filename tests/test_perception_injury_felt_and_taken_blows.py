"""A joint or a bone felt giving way, and a blow taken on a part of the body (core.yaml
``injury.terms``).

* "feel your collarbone go", "felt her knee go on the landing": an injury of the one who feels
  it.
* "takes a punch to the mouth", "took a kick to the shin", "takes a ball to the face": an
  injury of the one who takes it.
* Controls: someone else's is never the observer's; a part that "goes" with no verb of feeling
  ("her knee goes up") is a move, none.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Mira"

PARTS = ["collarbone", "knee", "ankle", "hamstring", "shoulder", "achilles"]
FELT = ["{s} feels her {p} go", "{s} felt her {p} go with a sickening crunch",
        "On the landing {s} feels her {p} go"]
BLOWS = ["punch", "kick", "blow", "ball", "headbutt", "fist", "puck"]
TAKEN = ["{s} takes a {b} to the face", "{s} took a {b} to the mouth in the scrum",
         "Late in the match {s} takes a {b} to the head"]


def injury(lex, text: str, observer: str = OBSERVER) -> list:
    return [e for e in perceive(text, lex, observer=observer) if e.kind == "injury"]


def mine(lex, text: str) -> bool:
    return any(e.is_actual_self for e in injury(lex, text))


def test_a_part_felt_giving_way(lex) -> None:
    def one_case(frame, part):
        text = frame.format(s=OBSERVER, p=part) + "."
        assert mine(lex, text), text

    cases = list(itertools.product(FELT, PARTS))
    assert failing_cases(one_case, cases) == []


def test_someone_else_feels_a_part_go(lex) -> None:
    def one_case(frame, part):
        text = frame.format(s="Lena", p=part) + f" while {OBSERVER} watches from the stand."
        assert not mine(lex, text), text

    cases = list(itertools.product(FELT, PARTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("part", ["knee", "hand", "shoulder"])
def test_a_part_that_goes_up_is_a_move(lex, part):
    text = f"{OBSERVER}'s {part} goes up when the teacher asks."
    assert not injury(lex, text), text


def test_a_blow_taken_to_the_body(lex) -> None:
    def one_case(frame, blow):
        text = frame.format(s=OBSERVER, b=blow) + "."
        assert mine(lex, text), text

    cases = list(itertools.product(TAKEN, BLOWS))
    assert failing_cases(one_case, cases) == []


def test_someone_else_takes_the_blow(lex) -> None:
    def one_case(frame, blow):
        text = frame.format(s="Tomas", b=blow) + f", and {OBSERVER} runs on with the ball."
        assert not mine(lex, text), text

    cases = list(itertools.product(TAKEN, BLOWS))
    assert failing_cases(one_case, cases) == []
