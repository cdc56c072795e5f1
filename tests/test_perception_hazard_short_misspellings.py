"""Common misspellings of hurts and hazards too short for typo matching.

"Sione slipped on the ice fiting the chians and broke his rist", "Femi brunt his hand on the
exaust", "Vikram can smell a gas leek in his kitchen", "stom hitting us broadside" named
nothing: the words are too short (or too far from the word) for the typo matcher. The parts
(rist, sholder, hed, elbo) are injury objects and the verbs (broked, braoke, brunt, burnd,
cutt, hert) injury verbs, each needing a part after it; "bore the brunt of the storm" has none.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBSERVER = "Sione"


VERBS = ["broke", "broked", "braoke", "hurt", "hert", "brunt", "burnd", "cutt"]
PARTS = ["rist", "sholder", "elbo", "wrist", "hand"]


def test_misspelt_hurts_are_hurts(lex):
    cases = [f"Sione {v} his {p} on the ice." for v, p in itertools.product(VERBS, PARTS)]
    assert [c for c in cases if "injury" not in actual_kinds(lex, c, OBSERVER)] == []


def test_someone_elses_misspelt_hurt_is_theirs(lex):
    cases = [f"Tom {v} his {p} on the ice." for v, p in itertools.product(VERBS, PARTS)]
    assert [c for c in cases if "injury" in actual_kinds(lex, c, OBSERVER)] == []


@pytest.mark.parametrize("text", [
    "Sione can smell a gas leek in his kitchen.",
    "[crew radio] Sione: stom hitting us broadside, waves over the car dek!!",
    "Sione's hous is on fier",
    "Sione got hit in the hed by a flying bottle",
])
def test_misspelt_hazards_are_threats_or_hurts(lex, text):
    assert actual_kinds(lex, text, OBSERVER) & {"danger", "injury"}


@pytest.mark.parametrize("text", [
    "Sione bore the brunt of the criticism at the meeting.",
    "The brunt of the work falls on Sione.",
])
def test_the_brunt_of_something_is_no_hurt(lex, text):
    assert "injury" not in actual_kinds(lex, text, OBSERVER)
