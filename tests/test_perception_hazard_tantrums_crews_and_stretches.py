"""Hazard words that name no threat now: a tantrum, a film crew, a panel, a stretch gone by.

1. A person's meltdown is a tantrum ("laughing at the director's latest meltdown"); a
   reactor's stays a threat.
2. "The sparks" are a film crew's electricians ("Matteo from the sparks", "back to the sparks'
   truck"); sparks that fly from a fuse box stay a threat.
3. A control panel or a vehicle named for a hazard ("resets the fire alarm panel", "the fire
   truck is parked outside").
4. A stretch of time gone by full of a hazard ("it's been a long week of floods", "after a
   month of wildfires").
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBSERVER = "Ana"


PEOPLE = ["the director's", "the toddler's", "her boss's", "the bride's"]
MELTDOWN_FRAMES = ["Ana laughs at {p} latest meltdown.", "Ana sits through {p} meltdown.",
                   "Ana rolls her eyes at {p} meltdown over the menu."]
SPARKS_FRAMES = ["Ana eats lunch with the sparks.", "Ana chats with Matteo from the sparks.",
                 "Ana carries the pizza back to the sparks' truck.",
                 "Ana drops the cables at the sparks' van.", "Ana is one of the sparks."]
PANELS = ["Ana resets the fire alarm panel after the drill.", "Ana checks the fire panel.",
          "A fire truck is parked outside Ana's house.", "Ana washes the fire trucks."]
STRETCHES = ["It's been a long week of {h} for Ana.", "After a month of {h}, Ana sleeps.",
             "Ana remembers the summer of {h}.", "After weeks of {h}, Ana takes a day off."]
HAZARDS = ["floods", "wildfires", "storms", "gales"]


def test_words_that_name_no_threat_now(lex):
    cases = [f.format(p=p) for f, p in itertools.product(MELTDOWN_FRAMES, PEOPLE)]
    cases += SPARKS_FRAMES + PANELS
    cases += [f.format(h=h) for f, h in itertools.product(STRETCHES, HAZARDS)]
    assert [c for c in cases if "danger" in actual_kinds(lex, c, OBSERVER)] == []


@pytest.mark.parametrize("text", [
    "The reactor is in meltdown and the lights outside Ana's cabin are flashing red.",
    "Sparks shoot from the fuse box beside Ana.",
    "Ana sees sparks flying from the cable above her bunk.",
    "The fire spreads to the truck next to Ana.",
    "The flood waters rise around Ana's van.",
    "A storm is raging over the ridge where Ana is camped.",
])
def test_threats_with_the_same_words_stay(lex, text):
    assert "danger" in actual_kinds(lex, text, OBSERVER)
