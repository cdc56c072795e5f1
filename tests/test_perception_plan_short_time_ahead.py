"""Short plans: a short time still to run named after a progressive ("is going swimming in
twenty minutes", "is meeting Leo for coffee in ten minutes"), chat's "gotta", a thing deserved,
a place still sought for it ("is looking for somewhere to eat") and "off for a swim" are still
ahead. Told in the past ("finished the climb in an hour") or in a new clause after them, the
event is done."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

PEOPLE = ["Lola", "Ravi", "Mei", "Tomás"]
PROGRESSIVES = {"is going swimming": "exercise", "is having lunch with Leo": "eat",
                "is meeting Dev for a drink": "drink", "is heading out for a run": "exercise",
                "is grabbing a bite with the team": "eat"}
TIMES = ["in a minute", "in a while", "in a few minutes", "in ten minutes", "in twenty minutes",
         "in half an hour", "in an hour", "in a couple of hours"]
OTHERS = {"{S} deserves a long sleep.": "sleep", "{S} is looking for somewhere to eat.": "eat",
          "{S} is on the lookout for a quiet spot to nap.": "sleep", "{S}'s off for a swim.":
          "exercise", "{S}'s off for a pint with the lads.": "drink",
          "gotta hit the gym later, {S} types.": "exercise"}


def test_a_short_time_ahead_after_a_progressive_is_a_plan(lex):
    cases = [(f"{p} {v} {t}.", p, k) for p, (v, k), t
             in itertools.product(PEOPLE, PROGRESSIVES.items(), TIMES)]
    assert len(cases) == 160
    assert [t for t, p, k in cases if k in actual_kinds(lex, t, p)] == []


def test_deserved_sought_and_set_off_for_things_are_ahead(lex):
    cases = [(sh.format(S=p), p, k) for sh, k in OTHERS.items() for p in PEOPLE]
    assert [t for t, p, k in cases if k in actual_kinds(lex, t, p)] == []


@pytest.mark.parametrize("text,kind", [
    ("Lola finished the swim in an hour.", "exercise"),
    ("Lola ate her lunch in ten minutes.", "eat"),
    ("Lola is swimming in a lake.", "exercise"),
    ("Lola deserves a medal, and she eats a cake.", "eat"),
    ("Lola looks for her friends and chats with them.", "socialize"),
])
def test_controls_done_or_a_new_clause_stays_actual(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Lola")
