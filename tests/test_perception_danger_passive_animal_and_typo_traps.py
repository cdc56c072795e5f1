"""An animal that goes for the subject told in the passive, and a drink's name that is one
edit from a danger word (core.yaml ``danger.terms``, ``fuzzy.real_words``).

* "X was chased by a dog", "X got charged by a bull": a danger for X (the observer's when X
  is the observer, someone else's otherwise; negated when negated; reported for the news or a
  film).
* Controls: a person who chases (play, a game) is none; someone else chased is never the
  observer's.
* "airag" (Mongolian fermented mare's milk) is a drink, not a typo of "airbag"; a real typo of
  "airbag" still reads as one.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Mira"

AGENTS = ["a dog", "the dog", "a bull", "a bear", "a wolf", "a goose", "stray dogs",
          "a swarm of wasps", "a pack of dogs"]
FRAMES = ["{s} was chased by {a}.", "{s} got chased by {a} on the way home.",
          "On the lane {s} is chased by {a}."]


def danger(lex, text: str, observer: str = OBSERVER) -> list:
    return [e for e in perceive(text, lex, observer=observer) if e.kind == "danger"]


def test_chased_by_an_animal_is_the_subjects_danger(lex) -> None:
    def one_case(frame, agent):
        text = frame.format(s=OBSERVER, a=agent)
        assert any(e.is_actual_self for e in danger(lex, text)), text

    cases = list(itertools.product(FRAMES, AGENTS))
    assert failing_cases(one_case, cases) == []


def test_someone_else_chased_is_not_the_observers(lex) -> None:
    def one_case(frame, agent):
        text = frame.format(s="Tomas", a=agent)
        assert not any(e.is_actual_self for e in danger(lex, text)), text

    cases = list(itertools.product(FRAMES, AGENTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("agent", ["a bull", "the bull", "a rhino", "a buffalo", "a boar"])
def test_charged_by_an_animal(lex, agent):
    text = f"{OBSERVER} was charged by {agent} in the field."
    assert any(e.is_actual_self for e in danger(lex, text)), text


@pytest.mark.parametrize("text", [
    "Mira was chased by her little brother round the garden.",
    "Mira was chased by the other team's winger all match.",
    "Mira wasn't chased by a dog this time.",
    "The news says a jogger was chased by a bear.",
    "Mira watches a film where a man is chased by a bear.",
    "Mira's son was chased by a dog in the park.",
])
def test_chase_controls(lex, text):
    assert not any(e.is_actual_self for e in danger(lex, text)), text


@pytest.mark.parametrize("frame", ["{s} drinks a bowl of airag.",
                                   "{s} is sipping airag with the herders.",
                                   "{s} pours the airag into cups for the guests."])
def test_airag_is_no_airbag(lex, frame):
    text = frame.format(s=OBSERVER)
    assert not danger(lex, text), text


def test_airbag_typo_still_reads(lex):
    assert any(e.is_actual_self for e in danger(lex, "Mira's airbg went off in the crash."))
