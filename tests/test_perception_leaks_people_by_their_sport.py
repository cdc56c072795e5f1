"""People named by their sport or pastime ("a kayaker", "the canoeist", "two paddleboarders",
"an angler", "a pedestrian") are someone else: "Will watches a kayaker clinging to a capsized
dinghy" is the kayaker's danger, "a wave knocks the angler overboard" the angler's. Before
session 22 those words were unknown, the threat named nobody and went to the observer. The
observer's own sport stays theirs ("Will goes kayaking", "Will skates on the pond")."""

from __future__ import annotations

import pytest
from helpers import actual_kinds

WORDS = ["kayaker", "canoeist", "paddleboarder", "windsurfer", "kitesurfer", "snorkeler",
         "paraglider", "abseiler", "rambler", "skater", "angler", "motorcyclist", "biker",
         "yachtsman", "bather", "jockey", "pedestrian", "skateboarder", "triathlete"]


@pytest.mark.parametrize("word", WORDS)
@pytest.mark.parametrize("frame", [
    "Will watches the {} clinging to a capsized dinghy.",
    "A wave knocks the {} overboard.",
])
def test_a_sport_person_is_someone_else(lex, word, frame):
    text = frame.format(word)
    assert "danger" not in actual_kinds(lex, text, "Will"), text


@pytest.mark.parametrize("text,kinds", [
    ("Will goes kayaking.", {"exercise"}),
    ("Will skates on the pond.", {"exercise"}),
])
def test_the_observers_own_sport_stays(lex, text, kinds):
    assert actual_kinds(lex, text, "Will") == kinds, text
