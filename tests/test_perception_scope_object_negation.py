"""Negation scope in the object slot: "no", "no more" or "neither ... nor" right after a verb's
term denies its object, so nothing was had ("eats no breakfast", "drinks no more coffee", "eats
neither lunch nor dinner"). An amount after it ("no more than two biscuits", "no fewer than
twelve hours") or an idiom ("no matter what") keeps the event, and a verb after "but" keeps its
own (the scope ends at the first verb's object).
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

SUBJECTS = ["Ana", "You", "I", "She"]
VERBS = [("eat", "eat", "eats"), ("drink", "drink", "drinks")]
OBJECTS = {"eat": ["breakfast", "meat", "lunch nor dinner", "more sweets"],
           "drink": ["alcohol", "coffee", "tea nor coffee", "more wine"]}


def _det(obj: str) -> str:
    if obj.startswith("more "):
        return "no " + obj
    return ("neither " if " nor " in obj else "no ") + obj


def test_no_object_denies_the_event(lex) -> None:
    def one_case(subject, verb, i):
        kind, bare, third = verb
        form = third if subject in ("Ana", "She") else bare
        text = f"{subject} {form} {_det(OBJECTS[kind][i])} today."
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(SUBJECTS, VERBS, range(4)))
    assert failing_cases(one_case, cases) == []


KEEP = [("Ana eats no more than two biscuits.", "eat"),
        ("Ana sleeps no more than four hours.", "sleep"),
        ("Ana works no fewer than twelve hours.", "work"),
        ("Ana eats no matter what.", "eat"),
        ("Ana eats neither meat nor fish but drinks lots of tea.", "drink"),
        ("Tom drinks no alcohol, but Ana drinks two beers.", "drink")]


@pytest.mark.parametrize("text,kind", KEEP)
def test_amounts_idioms_and_later_verbs_stay(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana"), text
