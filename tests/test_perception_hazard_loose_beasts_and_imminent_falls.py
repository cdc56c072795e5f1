"""A dangerous beast on the loose, and a hazard "about to" strike, are threats now.

1. "The bull is loose in the yard", "a wolf has escaped from its enclosure", "a bear got into
   the campsite" named no threat (the beasts' group needed a beast going for someone); a
   dog, a horse or a farm's tame beast that gets out is a chore as often, and stays none.
2. "The wall above her stall is about to collapse", "the ice is about to give way" were plans
   ("about to" is a plan's cue); a hazard about to strike is a threat now. "Not about to"
   stays negated.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBSERVER = "Ana"


BEASTS = ["The bull", "A wolf", "A bear", "The tiger", "A wild boar", "The crocodile",
          "A cobra", "The elephant"]
LOOSE = ["is loose in the yard where Ana is working", "has escaped from its enclosure near Ana",
         "got into the campsite where Ana is sleeping", "breaks loose beside Ana",
         "is on the loose near Ana's hut"]


def test_a_dangerous_beast_on_the_loose_is_a_threat(lex):
    cases = [f"{b} {v}." for b, v in itertools.product(BEASTS, LOOSE)]
    assert [c for c in cases if "danger" not in actual_kinds(lex, c, OBSERVER)] == []


@pytest.mark.parametrize("text", [
    "Ana's dog is loose again.",
    "The horse got out of its field and Ana leads it back.",
    "The cows break out of the paddock and Ana herds them in.",
    "Ana watches a film about a tiger that escapes from a zoo.",
    "The bull is not loose: Ana checks the gate twice.",
])
def test_tame_beasts_films_and_denials_are_not(lex, text):
    assert "danger" not in actual_kinds(lex, text, OBSERVER)


HAZARDS = ["The old wall above Ana's stall", "The ice under Ana", "The icicle",
           "The old bridge", "The roof of Ana's hut", "The scaffolding"]
IMMINENT = ["is about to collapse", "is about to give way", "is about to drop",
            "is about to come down"]


def test_a_hazard_about_to_strike_is_a_threat_now(lex):
    cases = [f"{h} {v}." for h, v in itertools.product(HAZARDS, IMMINENT)]
    found = [c for c in cases if "danger" in actual_kinds(lex, c, OBSERVER)]
    # each hazard has at least one verb of its group about to strike
    assert {h for h in HAZARDS if any(c.startswith(h) for c in found)} == set(HAZARDS)


@pytest.mark.parametrize("text", [
    "The old wall is not about to collapse.",
    "The old wall isn't about to collapse.",
    "Ana is about to eat lunch.",
    "The bus is about to leave.",
])
def test_no_threat_when_denied_or_no_hazard(lex, text):
    assert "danger" not in actual_kinds(lex, text, OBSERVER)
