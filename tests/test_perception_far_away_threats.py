"""A threat half a world away, on the far hemisphere of a planet or an ocean away is other
people's (s10h10, core.yaml ``cues.distance``).

* "half a world away", "a world away", "an ocean away", "a continent away", "light-years away"
  place the threat far from the observer; so do "on the far hemisphere of", "on the far side
  of the planet", "on another planet", "in the far north", "far from here".
* The same threats with no far-away phrase, or with a near place ("outside the base", "in your
  sector"), stay the observer's.

Seen in the tuning sets as r68-100 and r68-103 (two leaks); the grid widens them to reporters x
threats x far-away phrases.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Rohan"

REPORTED = ["The comms feed reports", "A newsfeed alert:", "Rohan reads that",
            "The radio says", "You hear on the news that"]
THREATS = ["a typhoon is battering a port city", "a quake has flattened part of a mining town",
           "a wildfire is raging through the forest", "floods have cut off two villages",
           "a dust storm is tearing across the plains"]
FAR = ["half a world away", "a world away from the Antarctic base", "an ocean away",
       "a continent away", "light-years away", "on the far hemisphere of Mars",
       "on the far side of the planet", "on another planet", "in the far north",
       "far from here", "half the world away from us", "a planet away"]


def mine(lex, text: str) -> list:
    return [e for e in perceive(text, lex, observer=OBSERVER)
            if e.kind == "danger" and e.is_actual_self]


def test_a_threat_far_away_is_others(lex):
    leaks = [text for heard, threat, far in itertools.product(REPORTED, THREATS, FAR)
             if mine(lex, text := f"{heard} {threat} {far}.")]
    assert leaks == []


def test_far_away_names_the_threat_others_in_either_order(lex):
    leaks = [text for threat, far in itertools.product(THREATS, FAR)
             if mine(lex, text := f"{far.capitalize()}, {threat}.")]
    assert leaks == []


NEAR_THREATS = ["A typhoon is battering the Antarctic base where Rohan works",
                "A quake shakes Rohan's module", "A dust storm is tearing at your hab",
                "Floods have reached Rohan's farm"]


def test_a_threat_at_the_observers_place_stays_theirs(lex):
    got = {text: len(mine(lex, text)) for text in (f"{t}." for t in NEAR_THREATS)}
    assert got == {text: 1 for text in got}


def test_far_in_other_senses_is_no_distance(lex):
    for text in ["A fire has broken out in Rohan's kitchen and it is far from under control.",
                 "A dust storm hits Rohan's base, by far the worst this year."]:
        assert len(mine(lex, text)) == 1, text
