"""Who did what: speech by the observer's own people with "each other" or "one another" right
after it is told among the speakers, not to the observer as an unnamed listener ("Ana lies in
bed while her parents tell each other jokes"). Negative controls: the observer's people telling
"her" something ("Ana's parents tell her jokes"), a story the observer's grandfather tells with
no listener named ("Ana's grandfather describes the winter"), and the observer among the
speakers ("Ana and her parents tell each other jokes") stay the observer's."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OBSERVERS = [("Ana", "her"), ("Kofi", "his")]
OWNED = ["parents", "brothers", "cousins", "two aunts", "flatmates"]
SPEECH = ["tell each other jokes", "tell one another stories", "describe each other's days"]
FRAMES = ["{o} lies in bed while {p} {own} {s}.", "{o}'s {own} {s}.",
          "{o} reads quietly; {p} {own} {s}."]


def test_speech_among_the_observers_people(lex) -> None:
    def one_case(obs, own, speech, frame):
        name, poss = obs
        text = frame.format(o=name, p=poss, own=own, s=speech)
        assert "socialize" not in actual_kinds(lex, text, name), text

    cases = list(itertools.product(
        OBSERVERS, OWNED, SPEECH, FRAMES))
    assert failing_cases(one_case, cases) == []


def test_told_to_the_observer(lex) -> None:
    def one_case(obs, own):
        name, _ = obs
        obj = "her" if name == "Ana" else "him"
        text = f"{name}'s {own} tell {obj} jokes."
        assert "socialize" in actual_kinds(lex, text, name), text

    cases = list(itertools.product(OBSERVERS, OWNED))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("obs", OBSERVERS)
def test_story_with_no_listener_named(lex, obs):
    name, _ = obs
    text = f"{name}'s grandfather describes the winter the river froze."
    assert "socialize" in actual_kinds(lex, text, name), text


def test_observer_among_the_speakers(lex) -> None:
    def one_case(obs, own):
        name, poss = obs
        text = f"{name} and {poss} {own} tell each other jokes."
        assert "socialize" in actual_kinds(lex, text, name), text

    cases = list(itertools.product(OBSERVERS, OWNED))
    assert failing_cases(one_case, cases) == []
