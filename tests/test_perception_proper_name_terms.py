"""A term inside a capitalised name mid-sentence names a band, a show, a seam or a firm, not the
event ("Gideon's band, Armed Robbery, is setting up", "tracks for The Sick Beat", "the Dragon's
Rest seam"); named sports events stay events ("completes the Comrades Marathon"); a capital at
a sentence's or a label's start says nothing, and neither does text in title case."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

NAMES = {"danger": "Armed Robbery", "illness": "The Sick Beat", "conflict": "Fight Club Five",
         "sleep": "Sleeping Giants", "rest": "Rest Easy"}
FRAMES = ["Zola is setting up the amps for {name} @ festival: Stage 3",
          "Zola books {name} for the village fete.",
          "Zola hums a song by {name} while she packs the van."]


def test_a_term_inside_a_name_is_no_event(lex) -> None:
    def one_case(kind, frame):
        text = frame.format(name=NAMES[kind])
        assert kind not in actual_kinds(lex, text, "Zola"), text

    cases = list(itertools.product(NAMES, FRAMES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    ("Gideon's band, Armed Robbery, is setting up its amps @ festival: Stage 3", "danger"),
    ("Neil is cueing up tracks for The Sick Beat, tonight's drill special @ radio station: "
     "studio B", "illness"),
    ("Grimbald is swinging his pick at the Dragon's Rest seam @ Greyhollow mine: level 3",
     "rest"),
])
def test_the_handed_shapes(lex, text, kind):
    assert kind not in actual_kinds(lex, text, text.split()[0].split("'")[0]), text


@pytest.mark.parametrize("text,kind", [
    ("Lwazi completes the Comrades Marathon, all 89 kilometres of it.", "exercise"),
    ("Status: Eating Lunch @ Canteen", "eat"),
    ("Zola Is Eating A Bagel At The Bakery", "eat"),
    ("Zola eats a Caesar Salad at the Rest Stop.", "eat"),
    ("ZOLA IS SLEEPING IN THE VAN", "sleep"),
    ("Zola and Tom argue about the Sunday Roast.", "conflict"),
])
def test_events_that_stay(lex, text, kind):
    observer = "Lwazi" if text.startswith("Lwazi") else "Zola"
    assert kind in actual_kinds(lex, text, observer), text
