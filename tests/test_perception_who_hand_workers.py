"""Who did what: a worker named by where they work and "hand" ("the kennel hand", "a ranch
hand", "the kitchen hands") is a person, someone else, the subject of what they do near the
observer, not the observer's body part. Negative controls: the observer's own hand ("Nadia hurt
her hand") stays the observer's injury."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

HANDS = ["the kennel hand", "a ranch hand", "the deck hand", "the kitchen hand", "a farm hand",
         "the stage hand"]
SHAPES = ["Nadia is at the desk; beside her {h} {a}.", "Nadia finds {h} {g} in the staff room.",
          "{H} {a} while Nadia restocks the shelves.", "You look up as {h} {a}."]
ACTS = [("eat", "wolfs down a samosa", "wolfing down a samosa"),
        ("drink", "gulps an energy drink", "gulping an energy drink"),
        ("sleep", "dozes off on the sofa", "dozing on the sofa"),
        ("illness", "throws up in the sluice", "throwing up in the sluice")]


def test_hand_worker_is_someone_else(lex) -> None:
    def one_case(hand, shape, act):
        kind, a, g = act
        text = shape.format(h=hand, H=hand[0].upper() + hand[1:], a=a, g=g)
        assert kind not in actual_kinds(lex, text, "Nadia"), text

    cases = list(itertools.product(HANDS, SHAPES, ACTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("verb", ["hurt", "cut", "burned", "sprained"])
def test_own_hand_stays_the_observers(lex, verb):
    assert "injury" in actual_kinds(lex, f"Nadia {verb} her hand on the kennel gate.", "Nadia")
