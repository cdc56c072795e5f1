"""Causal "due to" names a cause, not a plan: "is off work due to flu", "missed the match due to
a sprained ankle", "Due to the rain, Ana ran on the treadmill" keep the illness, the injury and
the run actual, while "is due to eat at eight" or "was due to swim at six" is a plan (the
planned cue "be due to" with a short reach)."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

PEOPLE = ["Ana", "Kofi", "Mei"]
CAUSED = {"{S} is off work due to flu.": "illness",
          "{S} is in bed due to a chest infection.": "illness",
          "{S} missed the match due to a sprained ankle.": "injury",
          "Due to the rain, {S} ran on the treadmill.": "exercise",
          "Due to the late train, {S} ate her dinner at the station.": "eat",
          "{S} stayed home due to the storm and slept all afternoon.": "sleep"}
PLANS = {"{S} is due to eat at eight.": "eat", "{S} was due to swim at six.": "exercise",
         "{S} is due to have lunch with Leo.": "eat", "{S} is due to meet Leo for a run.":
         "exercise", "{S} is due to sleep at the hostel tonight.": "sleep"}


def test_a_cause_after_due_to_is_no_plan(lex):
    cases = [(sh.format(S=p), p, k) for (sh, k), p in itertools.product(CAUSED.items(), PEOPLE)]
    assert [t for t, p, k in cases if k not in actual_kinds(lex, t, p)] == []


@pytest.mark.parametrize("shape,kind", list(PLANS.items()))
@pytest.mark.parametrize("person", PEOPLE)
def test_controls_due_to_with_a_verb_is_a_plan(lex, shape, kind, person):
    assert kind not in actual_kinds(lex, shape.format(S=person), person)
