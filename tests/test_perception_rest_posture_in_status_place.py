"""A posture named in a status line's place part or the detail after it is the status subject's
body ("Nomvula is reading a novel @ home: sofa, feet up", "Mei-ling is in the break room @
dispatch centre with a crossword, feet up, headset off"): rest. The rest of the place part still
names only where (no event from its other words), and a posture there is someone else's when the
status line is someone else's, or when a person is named before it in the detail."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive


def rested(lex, text: str, observer: str = "Nomvula") -> bool:
    return any(e.kind == "rest" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


SUBJECTS = [("Nomvula", "is"), ("You", "are"), ("I", "am")]
DOING = ["reading a novel", "in the break room", "doing the crossword", "watching the rugby"]
PLACES = ["@ home: sofa, feet up", "@ dispatch centre with a crossword, feet up, headset off",
          "@ Station 9: mess room, feet up on a chair"]


def test_a_posture_in_the_place_is_the_status_subjects(lex):
    cases = [f"{subj} {be} {d} {p}" for (subj, be), d, p in
             itertools.product(SUBJECTS, DOING, PLACES)]
    assert len(cases) == 36
    assert [t for t in cases if not rested(lex, t)] == []


@pytest.mark.parametrize("text", [
    "Her brother is reading a novel @ home: sofa, feet up",
    "Nomvula is scrubbing the pans @ home: kitchen; her grandson is on the rug, feet up",
    "Teodor is in the break room @ dispatch centre with a crossword, feet up",
    "Nomvula is scrubbing the floor @ Feet Up Café: kitchen",
])
def test_no_rest_of_the_observers(lex, text):
    assert not rested(lex, text)
