"""A person who smokes smokes tobacco, and a person who smashes a ball plays: "smoking" or
"smashing" done by a person is no threat (perception._person_smokes, core.yaml
``danger.benign.tame``).

* "Mira sits on a fish box smoking", "Mira stands outside the pub smoking", "Mira is smoking
  on the back step": no danger.
* Controls: a machine, a pan or a roof that smokes, someone's thing that smokes, and smoke
  itself stay a threat ("the engine is smoking", "Mira's toaster is smoking", "Mira sees that
  the roof is smoking", "smoke pours under Mira's door").
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Mira"

SMOKERS = ["Mira", "She", "Mira and Tom"]
SMOKING = ["sits on a fish box smoking", "stands outside the pub smoking",
           "is smoking on the back step", "leans against the wall, smoking",
           "is sitting in the yard smoking"]
THINGS = ["The engine is smoking", "Mira's toaster is smoking", "The pan is smoking on the hob",
          "Mira sees that the roof is smoking", "Smoke pours under Mira's door",
          "The wiring behind the fridge starts smoking"]


def self_danger(lex, text: str) -> list:
    return [e for e in perceive(text, lex, observer=OBSERVER)
            if e.kind == "danger" and e.is_actual_self]


def test_a_person_smoking_is_no_fire(lex) -> None:
    def one_case(who, act):
        text = f"{who} {act}."
        if who == "She":
            text = "Mira finishes her shift. " + text
        assert not self_danger(lex, text), text

    cases = list(itertools.product(SMOKERS, SMOKING))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", THINGS)
def test_a_thing_that_smokes_stays_a_threat(lex, text):
    assert self_danger(lex, text + "."), text


PLAYERS = ["Mira smashes a forehand down the line.", "Mira smashes the shuttle into the net.",
           "Dele steps up and smashes the decisive penalty into the top corner.",
           "She smashes a volley past the keeper."]
BREAKS = ["A plate smashes on the floor beside Mira.", "Mira hears a window smash downstairs.",
          "A lorry smashes into Mira's car."]


@pytest.mark.parametrize("text", PLAYERS)
def test_a_person_smashing_a_ball_is_no_threat(lex, text):
    assert not [e for e in perceive(text, lex, observer=OBSERVER if "Dele" not in text else "Dele")
                if e.kind == "danger" and e.is_actual_self], text


@pytest.mark.parametrize("text", BREAKS)
def test_a_thing_that_smashes_stays_a_threat(lex, text):
    assert self_danger(lex, text), text
