"""A phrase fronted before a new subject keeps its time ahead or its trip to itself: "Before
her meeting tomorrow, Ana eats a banana", "Ahead of tonight's party Kofi grabs a sandwich",
"On her way to the station Mei drinks a coffee": the event after the subject happens now.
A sentence opened by the time word itself ("Tomorrow Ana runs the 10k") or a plan's own cue
after the subject ("Before the party tonight, Ana will eat") stays planned."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

PEOPLE = ["Ana", "Kofi", "Mei", "Tomás"]
FRONTS = ["Before her meeting tomorrow,", "Before the match tomorrow,", "Ahead of tonight's party",
          "Ahead of tomorrow's exam,", "On her way to the station", "On the way to the office,",
          "En route to the airport"]
ACTS = {"eats a banana": "eat", "grabs a sandwich": "eat", "drinks a glass of water": "drink",
        "gulps down a coffee": "drink", "does twenty push-ups": "exercise"}


def test_the_act_after_a_fronted_phrase_happens_now(lex):
    cases = [(f"{f} {p} {a}.", p, k) for f, p, (a, k)
             in itertools.product(FRONTS, PEOPLE, ACTS.items())]
    assert len(cases) == 140
    assert [t for t, p, k in cases if k not in actual_kinds(lex, t, p)] == []


@pytest.mark.parametrize("text", [
    "Tomorrow Ana runs the 10k.",
    "Before the party tonight, Ana will eat a sandwich.",
    "Before bed Ana is going to have a bath.",
    "Ana is off to the gym.",
    "Ahead of the race, Ana plans to eat a big bowl of pasta.",
])
def test_controls_a_plan_of_the_subject_stays_planned(lex, text):
    assert actual_kinds(lex, text, "Ana") - {"socialize"} == set()
