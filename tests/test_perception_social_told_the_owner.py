"""Speech by someone of the observer's with no other listener named is told to the observer, and
showing someone things is telling them (from h13-124 "Over a pot of tea, Arvid's
grandfather describes the winter the river froze", h41-105 "Marco's neighbour shows him photos
of the flood damage"). A listener named after the verb, a stranger's speech, and a guest shown
to a table stay out."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

OBSERVER = "Arvid"


def social(lex, text: str) -> bool:
    return any(e.kind == "socialize" for e in perceive(text, lex, observer=OBSERVER)
               if e.is_actual_self)


OWNERS = ["Arvid's grandfather", "Arvid's sister", "Your mother", "My neighbour",
          "Arvid's old friend"]
SPEECH = ["describes the winter the river froze", "recounts how the ship went down",
          "recounts the whole row", "describes the new flat",
          "shows him photos of the flood damage", "shows him the garden"]
SETTINGS = ["", "Over a pot of tea, ", "After supper, "]


def test_speech_by_the_observers_person_is_told_to_the_observer(lex):
    cases = []
    for owner, speech, setting in itertools.product(OWNERS, SPEECH, SETTINGS):
        if owner in ("Your mother", "My neighbour"):
            speech = speech.replace(" him ", " you " if owner == "Your mother" else " me ")
        first = owner if not setting or owner.startswith("Arvid") else owner.lower()
        cases.append(f"{setting}{first} {speech}.")
    assert len(cases) == 90
    assert [t for t in cases if not social(lex, t)] == []


@pytest.mark.parametrize("text", [
    "Arvid's grandfather describes the winter to the nurse.",
    "Arvid's grandfather tells the nurse about the winter.",
    "Arvid's brother recounts the crash to the police.",
    "A stranger describes the winter the river froze.",
    "The guide recounts how the ship went down.",
    "The hostess hands Arvid a menu and shows him to a table by the window.",
    "The usher shows them to their seats while Arvid waits outside.",
    "Arvid's colleague slams the door.",
])
def test_no_talk_for_the_observer(lex, text):
    assert not social(lex, text)
