"""An event noun followed by a contact clause that names someone else and a past verb ("the
fight Tom started", "the fight the cook started") is that person's, when its noun phrase opens
the sentence or follows a preposition: "Ines is sick of the fight Tom started", "The fight Tom
started keeps Ines awake". Before session 22 it was the observer's. What the observer's own verb
does to such an event stays theirs ("Ines covers the shift Tom skipped"), and one the observer
started is theirs ("the fight she started")."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize("text", [
    "Ines is sick of the fight Tom started.",
    "Ines reads through the fight the cook started.",
    "The fight Tom started keeps Ines awake.",
])
def test_the_fight_someone_else_started_is_theirs(lex, text):
    assert "conflict" not in actual_kinds(lex, text, "Ines"), text
    assert "conflict" in other_kinds(lex, text, "Ines"), text


@pytest.mark.parametrize("text,kinds", [
    ("Ines covers the shift Tom skipped.", {"work"}),
    ("Ines is sick of the fight she started.", {"conflict"}),
])
def test_the_observers_own_stay(lex, text, kinds):
    assert actual_kinds(lex, text, "Ines") == kinds, text
