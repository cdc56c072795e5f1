"""A session named and then not attended did not happen for the absentee (s10h5, from r63-056:
"Football practice was on tonight, but Aleksander never showed up"): the negation cues
"never/didn't/not show up", "turn up", "fail to show" and "be a no-show" are ``back`` cues,
covering the session named before them in their sentence and what follows only up to a comma,
so an activity taken up instead after the comma stays actual."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBSERVER = "Aleksander"
SESSIONS = {"Football practice": "exercise", "The spin class": "exercise",
            "Yoga": "exercise", "Swimming training": "exercise", "The book club": "socialize",
            "The five-a-side match": "exercise"}
WHEN = ["was on tonight", "started at six", "was at the usual time"]
ABSENT = ["Aleksander never showed up", "Aleksander didn't show up", "he never turned up",
          "Aleksander didn't turn up", "Aleksander failed to show", "Aleksander was a no-show"]


def test_a_session_the_observer_never_showed_up_to_did_not_happen(lex):
    cases = [(f"{s} {w}, but {a}.", k) for (s, k), w, a
             in itertools.product(SESSIONS.items(), WHEN, ABSENT)]
    assert len(cases) == 108
    assert [text for text, kind in cases if kind in actual_kinds(lex, text, OBSERVER)] == []


@pytest.mark.parametrize("verb", ["didn't show up to", "never turned up for",
                                  "didn't turn up to", "never showed up for"])
@pytest.mark.parametrize("session", ["football practice", "his spin class", "yoga",
                                     "the book club"])
def test_a_session_named_after_the_absence_did_not_happen_either(lex, verb, session):
    assert actual_kinds(lex, f"Aleksander {verb} {session}.", OBSERVER) == set()


@pytest.mark.parametrize("text, kinds", [
    # what is done instead, after a comma, stays actual
    ("Aleksander didn't show up to training, so he went for a run instead.", {"exercise"}),
    ("The coach never showed up, so Aleksander ran laps on his own.", {"exercise"}),
    ("Nobody else turned up, so Aleksander swam forty lengths alone.", {"exercise"}),
    # showing up is attending
    ("Aleksander turned up to football practice early.", {"exercise"}),
    ("Football practice was on tonight, and Aleksander turned up on time.", {"exercise"}),
])
def test_what_follows_the_comma_or_a_turning_up_stays_actual(lex, text, kinds):
    assert actual_kinds(lex, text, OBSERVER) == kinds
