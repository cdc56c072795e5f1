"""Who did what: what the observer notices about themself is theirs.

A witness cue ("notices", "sees", "realises") makes what follows someone else's doing,
watched; but when the clause it opens has the observer as its subject ("Mira notices that she
is bleeding", "Tom sees you are shivering") or, after "that", the observer's own body part
("notices that her knee is bleeding"), the state is the observer's
(:func:`engine.perception._observer_seen`).

Controls: someone the observer owns ("her son"), an object pronoun ("watches her eat"), and a
clause with someone else as its subject.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBSERVERS = ["Sasha", "Quinn", "Alex"]  # names of no known gender: both "she" and "he" fit
CUES = ["notices that", "notices", "sees that", "realises that"]
STATES = {"injury": ["{p} is bleeding", "{poss} knee is bleeding"],
          "illness": ["{p} has a fever"]}


def test_observer_notices_own_state(lex):
    cases = []
    for obs, cue, (kind, states) in itertools.product(OBSERVERS, CUES, STATES.items()):
        for state in states:
            if "{poss}" in state and not cue.endswith("that"):
                continue
            for p, poss in (("she", "her"), ("he", "his")):
                cases.append((obs, kind, f"{obs} {cue} " + state.format(p=p, poss=poss) + "."))
    misses = [t for obs, kind, t in cases if kind not in actual_kinds(lex, t, obs)]
    assert not misses, misses[:10]


@pytest.mark.parametrize("text", [
    "Mira notices that her son is bleeding.",
    "Mira sees that her brother is asleep.",
    "Mira watches her eat.",
    "Mira notices that the twins put their feet up.",
    "Mira watches as the cook eats a pie.",
])
def test_controls(lex, text):
    assert actual_kinds(lex, text, "Mira") == set()
