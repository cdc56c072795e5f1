"""Session 23 (leaks): an interjection opening the observer's own chat turn is no clause.

"Ana: my parents are arguing again" gave the row to the parents, but "Ana: ugh, my parents are
arguing again" gave it to Ana: the comma after "ugh" hid the turn's own subject from the
observer's speaker tag (perception._turn_opened). A turn with no subject of its own stays the
speaker's ("Ana: ugh, argued with Tom again"), as does a row aimed at "me".
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds

OBSERVER = "Ana"


@pytest.mark.parametrize("text", [
    "Ana: ugh, my parents are arguing again",
    "Ana: omg, my brother and his wife are screaming at each other",
    "Ana: oh, my sister is having a row with her landlord",
    "Ana: my parents are arguing again",
])
def test_the_turns_own_subject_has_the_row(lex, text):
    assert "conflict" not in actual_kinds(lex, text, OBSERVER)
    assert "conflict" in other_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "Ana: ugh, argued with Tom again",
    "Ana: ugh, my boss yelled at me today",
])
def test_the_speakers_own_row_stays(lex, text):
    assert "conflict" in actual_kinds(lex, text, OBSERVER)
