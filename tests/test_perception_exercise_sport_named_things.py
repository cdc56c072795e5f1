"""A sport's name before a person, a place or a medium names that thing, no exercise (
from h10-063 "carried down the slope on a sled by two ski patrollers", r43-083 "cleans the
restrooms at the surf school", h35-041 "the headset training recordings"); the sport played
stays exercise."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

OBSERVER = "Keanu"


def exercised(lex, text: str) -> bool:
    return any(e.kind == "exercise" for e in perceive(text, lex, observer=OBSERVER)
               if e.is_actual_self)


SPORTS = ["ski", "surf", "tennis", "swimming", "yoga", "football", "climbing"]
THINGS = ["instructor", "coach", "patroller", "partner", "lodge", "lift", "school", "resort",
          "recordings", "video", "manual", "ball"]
FRAMES = ["Keanu talks to the {s} {t} for a while.", "Keanu waits by the {s} {t}.",
          "Keanu cleans the restrooms at the {s} {t} before opening."]


def test_a_sport_naming_a_person_place_or_thing_is_no_exercise(lex):
    cases = [f.format(s=s, t=t) for f, s, t in itertools.product(FRAMES, SPORTS, THINGS)]
    assert len(cases) == 252
    assert [t for t in cases if exercised(lex, t)] == []


@pytest.mark.parametrize("text", [
    "Keanu skis down the red run with his instructor.",
    "Keanu is surfing @ surf school: beach break",
    "Keanu plays tennis with his coach.",
    "Keanu does an hour of yoga before the school run.",
    "Keanu swims lengths at the school pool.",
])
def test_the_sport_played_is_still_exercise(lex, text):
    assert exercised(lex, text)
