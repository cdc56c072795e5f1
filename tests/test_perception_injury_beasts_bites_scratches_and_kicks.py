"""A beast's bite or scratch on a limb or the face, and a kick to the shin, the thigh or the
ribs, hurt the part's owner (core.yaml ``injury.verbs``, session 21).

* "The falcon bites Ana's thumb", "the cat scratches Ana's arm", "the mule kicks Ana in the
  shin": Ana is hurt, whoever did it.
* Controls: "bites her lip" or "her nails" (nerves), "scratches her head" (thought), "kicks
  her legs in the pool", "kicks back with a beer", a bite into a sandwich; a kick to someone
  else's shin is theirs.
"""

from __future__ import annotations

from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Ana"


def events(lex, text: str):
    return [e for e in perceive(text, lex, observer=OBSERVER) if e.kind == "injury"]


HURTS = [
    "The falcon bites Ana's thumb.",
    "The dog bites Ana's hand at the clinic gate.",
    "The cat scratches Ana's arm.",
    "The mule kicks Ana in the shin.",
    "The horse kicks Ana in the thigh.",
]

NONE = [
    "Ana bites her lip.",
    "Ana bites her nails.",
    "Ana scratches her head.",
    "Ana kicks her legs in the pool.",
    "Ana kicks back with a beer.",
    "Ana bites into her sandwich.",
]


def test_the_owner_is_hurt(lex) -> None:
    def one_case(text):
        assert any(e.is_actual_self for e in events(lex, text)), text

    cases = HURTS
    assert failing_cases(one_case, cases) == []


def test_no_hurt(lex) -> None:
    def one_case(text):
        assert not any(e.is_actual_self for e in events(lex, text)), text

    cases = NONE
    assert failing_cases(one_case, cases) == []


def test_a_kick_to_someone_else_is_theirs(lex):
    hurts = events(lex, "Ana kicks Tom in the shin.")
    assert hurts and not any(e.is_actual_self for e in hurts)
