"""A threat warned of in the observer's own room, or shouted with an order to flee, is the
observer's now (core.yaml ``cues.local``: rooms of "your"/"my", orders such as "run for it").

* "Your neighbour tells you the boiler is leaking gas in your hallway!", "'The river's burst
  its banks, get up to the castle!' a boy cries as he runs past your stall".
* Controls: a threat in someone else's room or a story of a past one is not the observer's.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Siân"

SPEAKERS = ["Your neighbour", "The caretaker", "A firefighter"]
ROOMS = ["your hallway", "your kitchen", "your cellar", "your bedroom", "your garage"]
HAZARDS = ["the boiler is leaking gas in {r}", "there is a fire in {r}",
           "smoke is pouring into {r}"]
SHOUTS = ["'The river's burst its banks, get up to the castle!' a boy cries to Siân.",
          "'Fire on the ridge, run for it!' a farmer shouts to Siân.",
          "'The dam has burst, get to safety!' someone yells at Siân.",
          "'Wildfire coming over the hill, everyone inside!' the warden shouts."]


def self_danger(lex, text: str) -> list:
    return [e for e in perceive(text, lex, observer=OBSERVER)
            if e.kind == "danger" and e.is_actual_self]


def test_a_threat_told_in_the_observers_own_room_is_theirs(lex) -> None:
    def one_case(speaker, room, hazard):
        text = f"{speaker} tells you that {hazard.format(r=room)}!"
        assert self_danger(lex, text), text

    cases = list(itertools.product(SPEAKERS, ROOMS, HAZARDS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", SHOUTS)
def test_a_threat_shouted_with_an_order_to_flee_is_theirs(lex, text):
    assert self_danger(lex, text), text


@pytest.mark.parametrize("speaker,hazard", list(itertools.product(SPEAKERS, HAZARDS)))
def test_a_threat_in_someone_elses_room_long_ago_is_not(lex, speaker, hazard):
    text = f"{speaker} tells Siân that years ago {hazard.format(r='his old kitchen')}."
    assert not self_danger(lex, text), text
