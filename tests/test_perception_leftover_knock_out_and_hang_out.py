"""Two phrasal verbs told by what follows (session 21, left). Reps, sets or a job "knocked out"
are done quickly, no blow taken ("knocks out fifty burpees on the helideck": exercise, no
injury), while being knocked out or knocking out a tooth stays an injury. Hanging out alone or
on a lounging seat with no one named is idling ("hangs out in the hammock": rest, no company),
while "hangs out with the beekeepers" stays company."""

from __future__ import annotations

import pytest
from helpers import actual_kinds

OBSERVER = "Ana"


@pytest.mark.parametrize("text, kinds", [
    ("Ana knocks out fifty burpees on the helideck.", {"exercise"}),
    ("I knock out another forty lunges in the salt mine gym.", {"exercise"}),
    ("Ana knocks out three sets of squats before the ski patrol briefing.", {"exercise"}),
    ("Ana knocks out the report before the signal box shift change.", set()),
])
def test_reps_or_a_job_knocked_out_are_no_blow(lex, text, kinds):
    assert actual_kinds(lex, text, OBSERVER) == kinds


@pytest.mark.parametrize("text", [
    "Ana was knocked out by the swinging boom.",
    "Ana knocked out a tooth on the rail of the submarine ladder.",
])
def test_being_knocked_out_stays_an_injury(lex, text):
    assert "injury" in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "Ana hangs out in the hammock behind the apiary.",
    "Ana hangs out by herself in the bunk after the drilling shift.",
    "Ana hangs out alone on the porch of the monastery guesthouse.",
    "You hang out on the couch in the Antarctic base lounge.",
])
def test_hanging_out_alone_or_on_a_lounging_seat_is_rest(lex, text):
    kinds = actual_kinds(lex, text, OBSERVER)
    assert "rest" in kinds and "socialize" not in kinds


def test_hanging_out_with_people_is_company(lex):
    assert actual_kinds(lex, "Ana hangs out with the beekeepers at the co-op.",
                        OBSERVER) == {"socialize"}
