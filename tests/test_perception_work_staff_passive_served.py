"""A passive progressive ("is being served", "was being treated") is something done to the
observer, no task of theirs, even at a workplace ("at the counter", "at the clinic"); the
active verb there stays the observer's work."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive


def works(lex, text: str, observer: str = "Ana") -> bool:
    return any(e.kind == "work" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


SUBJECTS = ["Ana is", "Ana was", "You are", "I'm"]
PASSIVES = ["being served at the counter", "being treated at the clinic",
            "being served at the counter when the alarm goes off",
            "being seen at the surgery", "being helped at the shop counter"]


def test_a_passive_at_a_workplace_is_no_work(lex):
    texts = [f"{s} {p}." for s, p in itertools.product(SUBJECTS, PASSIVES)]
    fired = [t for t in texts if works(lex, t)]
    assert fired == []


@pytest.mark.parametrize("text", [
    "Ana is serving at the counter.",
    "Ana is treating patients at the clinic.",
    "Ana serves customers at the counter.",
    "Ana is stacking shelves in the stockroom.",
])
def test_the_active_verb_at_a_workplace_is_work(lex, text):
    assert works(lex, text)
