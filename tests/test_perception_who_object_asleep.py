"""Who did what: sleep said after a comma of the person just named as the object, past a short
place ("Ana tucks in her son, already fast asleep", "checks on the patient in bed 4, sleeping
peacefully at last"), is that person's: the subject cannot tuck someone in asleep. Negative
controls: the observer's own posture ("Ana lies on the sofa, fast asleep") and a verb of her
own after the comma ("..., then falls asleep") stay hers."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

ACTS = ["tucks in", "checks on", "covers", "looks in on"]
WHOM = ["her son", "the patient in bed 4", "the old man by the window"]
STATES = ["already fast asleep", "sleeping peacefully at last", "sound asleep",
          "still asleep"]


def test_sleep_after_an_object_is_theirs(lex) -> None:
    def one_case(act, whom, state):
        assert "sleep" not in actual_kinds(lex, f"Ana {act} {whom}, {state}.", "Ana")

    cases = list(itertools.product(ACTS, WHOM, STATES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("act,state", list(itertools.product(
    ["checks on", "covers", "waits on"], STATES)))
def test_sleep_after_a_named_object_is_theirs(lex, act, state):
    # a name after "checks on" / "waits on" is someone, not a place
    assert "sleep" not in actual_kinds(lex, f"Ana {act} Tom, {state}.", "Ana")


@pytest.mark.parametrize("text", [
    "Ana lies on the sofa, fast asleep.",
    "Ana reads to her son by the fire, then falls asleep.",
    "Ana curls up on the sofa, sound asleep within minutes.",
])
def test_observer_keeps_own_sleep(lex, text):
    assert "sleep" in actual_kinds(lex, text, "Ana")
