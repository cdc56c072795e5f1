"""News had from someone or mentioned to someone is reported, not the observer's event: "Ana
hears from her sister that she ran a half marathon", "Tom mentions to Ana that he had a blazing
row with the landlord", "complains to Ana that ..."; the cue stops at a comma, so "After hearing
from her sister, Ana eats dinner" still eats now."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

TELLERS = ["her sister", "Tom", "the new intern", "a customer"]
FRAMES = ["Ana hears from {t} that {e}.", "Ana learns from {t} that {e}.",
          "{T} mentions to Ana that {e}.", "{T} complains to Ana that {e}.",
          "{T} mentions to Ana that {e} last night."]
EVENTS = {"eat": "she ate three slices of pizza", "drink": "she drank too much wine",
          "sleep": "she slept for twelve hours", "exercise": "she ran a half marathon",
          "injury": "she broke her wrist skiing", "conflict": "she had a blazing row with the "
          "landlord", "danger": "she was nearly hit by a bus", "work": "she worked a double shift"}


def test_news_from_someone_is_no_event_of_the_observers(lex) -> None:
    def one_case(teller, frame, kind):
        text = frame.format(t=teller, T=teller[0].upper() + teller[1:], e=EVENTS[kind])
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(TELLERS, FRAMES, EVENTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    ("After hearing from her sister, Ana eats dinner.", "eat"),
    ("Ana mentions to Tom that she's starving, then eats a sandwich.", "eat"),
    ("Ana complains to Tom about the rota and then goes for a run.", "exercise"),
])
def test_the_observers_own_event_after_the_news_stays(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana"), text
