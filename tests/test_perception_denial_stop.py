"""A stop denied is the activity going on: "hasn't stopped eating since she arrived", "never
stops talking to her neighbour", "didn't stop working until midnight" are actual, while a
pause denied ("never stopped to eat", "doesn't stop for lunch") still negates the meal and a
plain negation stays one."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

PEOPLE = ["Bat", "Ana", "Kofi", "Tomás"]
DENIALS = ["hasn't stopped", "never stops", "didn't stop", "has not stopped", "never once stopped",
           "won't stop", "did not stop"]
ACTS = {"eating": "eat", "working": "work", "talking to her neighbour": "socialize",
        "drinking": "drink"}


def test_a_stop_denied_keeps_the_activity_going(lex):
    cases = [(f"{p} {d} {a} all evening.", p, k) for p, d, (a, k)
             in itertools.product(PEOPLE, DENIALS, ACTS.items())]
    assert len(cases) == 112
    assert [t for t, p, k in cases if k not in actual_kinds(lex, t, p)] == []


@pytest.mark.parametrize("text,kind", [
    ("Bat never stopped to eat.", "eat"),
    ("Bat doesn't stop for lunch.", "eat"),
    ("Bat didn't eat all day.", "eat"),
    ("Bat hasn't had a drink since noon.", "drink"),
    ("Bat doesn't stop to drink once.", "drink"),
])
def test_controls_a_pause_denied_or_a_plain_denial_negates(lex, text, kind):
    assert kind not in actual_kinds(lex, text, "Bat")
