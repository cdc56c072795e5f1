"""Lying down to a sleep that never comes is no rest (session 11, ``sleep.failed_attempt``).

The handed notes label "lying awake at night" as no rest, and the tuning sets' failed sleeps
("Pavel lies in his cab bunk at the rest area but sleep won't come", "You lie in the bunk
listening to the hull creak and never once drift off") as no event but the negated sleep. A
negated sleep drops the same subject's rest begun before it in its sentence
(``engine.perception._failed_attempts``); a rest told after the failure, someone else's failure,
a failure in another sentence and a sleep state denied ("not asleep") leave the rest alone.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

import engine
from engine.perception import perceive


@pytest.fixture(scope="module")
def lex():
    return engine.load_ruleset("physiology").lexicon


def rows(text, lex, observer):
    return [(e.kind, e.subject, e.negated) for e in perceive(text, lex, observer=observer)]


SUBJECTS = [("You", "lie", "You"), ("I", "lay", "I"), ("Pavel", "lies", "Pavel")]
PLACES = ["in the bunk", "on the bed", "on the sofa", "in his hammock", "on the camp bed"]
FAILURES = ["but sleep won't come", "and never drift off", "but can't sleep",
            "all night without sleeping a wink", "but sleep never comes",
            "and can't get to sleep"]


def test_lying_down_to_a_failed_sleep_is_no_rest(lex) -> None:
    def one_case(subject, place, failure):
        who, verb, observer = subject
        text = f"{who} {verb} {place} {failure}."
        assert rows(text, lex, observer) == [("sleep", "self", True)]

    cases = list(itertools.product(
        SUBJECTS, PLACES, FAILURES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,want", [
    # a rest told after the failure is had
    ("You didn't sleep, but you rested on the sofa.",
     [("sleep", "self", True), ("rest", "self", False)]),
    ("You can't sleep, so you lie on the sofa.",
     [("sleep", "self", True), ("rest", "self", False)]),
    # a state denied is no attempt: lying with the eyes closed, not asleep, is rest
    ("You lie on the sofa, not asleep.", [("rest", "self", False), ("sleep", "self", True)]),
    ("You lie on the warm sand, eyes closed, not fast asleep.",
     [("rest", "self", False), ("sleep", "self", True)]),
    # someone else's failure is no end to the observer's rest
    ("You lie on the sofa while Bo can't sleep.",
     [("rest", "self", False), ("sleep", "other", True)]),
    # a failure in a later sentence ends only its own sentence's rest
    ("You lie on the sofa. Later you can't sleep.",
     [("rest", "self", False), ("sleep", "self", True)]),
])
def test_controls_keep_the_rest(lex, text, want):
    assert rows(text, lex, "You") == want
