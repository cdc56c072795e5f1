"""A threat in a relative clause after a work (a film, a thriller, a novel, a game) is its plot,
not a threat to the one who watches, reads or hears of it (perception._told_in_work, core.yaml
``danger.near_miss.captive``).

* "Rosa watches a thriller in which a whole city is evacuated", "her nephew describes the
  disaster film he saw, where a tsunami swallows a city": reported, never the observer's.
* Controls: the same threat where the observer is ("a fire breaks out in the café where Rosa
  sits", "the city is evacuated and Rosa leaves") stays theirs.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Rosa"

WORKS = ["a thriller", "a disaster film", "a novel", "a video game", "the new episode",
         "a movie", "a play"]
OPENERS = ["Rosa watches {w} in which {h}.", "Rosa is reading {w} where {h}.",
           "Rosa's nephew describes {w} he saw at the weekend, where {h}.",
           "At the cinema Rosa watches {w} in which {h}."]
THREATS = ["a whole city is evacuated", "a tsunami swallows a whole city",
           "a volcano erupts", "a wildfire sweeps through the valley",
           "the hero is chased by a bear", "an avalanche buries the village"]


def self_danger(lex, text: str) -> list:
    return [e for e in perceive(text, lex, observer=OBSERVER)
            if e.kind == "danger" and e.is_actual_self]


def test_a_threat_in_a_works_plot_is_not_the_observers(lex) -> None:
    def one_case(opener, work, threat):
        text = opener.format(w=work, h=threat)
        assert not self_danger(lex, text), text

    cases = list(itertools.product(OPENERS, WORKS, THREATS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Rosa sits in the café where a fire breaks out.",
    "A wildfire sweeps through the valley where Rosa lives.",
    "The city is evacuated and Rosa leaves with her children.",
    "A bear charges at Rosa on the trail.",
])
def test_a_threat_where_the_observer_is_stays_theirs(lex, text):
    assert self_danger(lex, text), text
