"""Weather that comes while someone else is somewhere is theirs: a threat in a time clause that
names no one belongs to the subject of the clause before it (perception._time_clause_host).

* "Tomas is stuck on the ledge as the blizzard hits while Mira waits at the hut", "her brother
  is out in the boat when the gale blows up; Mira is safe on the bank": not the observer's.
* Controls: the observer as that subject, or with them ("Tom and Mira are out in the boat
  when the gale blows up", "Asel's family, Asel with them, shelter in the basement while the
  tornado sirens wail"), keeps it.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Mira"

OTHERS = ["Tomas", "Her brother", "The old fisherman", "Two climbers"]
PLACES = ["is stuck on the ledge as the blizzard hits", "is out in the boat when the gale blows up",
          "is crossing the moor when the thunderstorm breaks",
          "is walking home when the storm hits"]
TAILS = [" while Mira waits at the hut.", "; Mira is safe on the bank.", ". Mira is at home."]
MINE = ["Mira is walking home when the storm hits.",
        "Tom and Mira are out in the boat when the gale blows up.",
        "Mira's family, Mira with them, shelter in the basement while the tornado sirens wail.",
        "Mira waits in the car as the flood rises."]


def self_danger(lex, text: str) -> list:
    return [e for e in perceive(text, lex, observer=OBSERVER)
            if e.kind == "danger" and e.is_actual_self]


def test_weather_while_someone_else_is_out_is_theirs(lex) -> None:
    def one_case(who, place, tail):
        text = f"{who} {place}{tail}"
        assert not self_danger(lex, text), text

    cases = list(itertools.product(OTHERS, PLACES, TAILS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", MINE)
def test_weather_while_the_observer_is_out_is_theirs(lex, text):
    assert self_danger(lex, text), text
