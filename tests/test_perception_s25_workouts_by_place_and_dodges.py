"""Session 25: a workout told by the place or the outing, and words that only look like one.

Classes:
- a workout told by where it is done or the outing it is ("goes to the gym after work", "hits
  the pool for forty lengths", "is on a run @ park", "scales the rock face", "takes the dog for
  a long run on the beach", "runs to work along the canal"): exercise. A trip to the gym denied
  after a contrast ("went to the gym but didn't work out") is none (exercise's
  ``company_denied``), and so is one still ahead ("is going to the gym later": planned).
- a streak, a dodged question or a skimmed detail is no sport ("is on a run of bad luck",
  "dances around the question", "skates over the details"); "dances around the kitchen"
  still dances.
- an offer refused in so many words ("says no to a second drink") is no drink.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds

WORKOUTS = [
    "Ruth goes to the gym after work.",
    "Ruth went to the gym before her shift.",
    "Ruth hits the pool for forty lengths.",
    "Ruth hits the slopes at nine.",
    "Ruth is on a run @ Riverside Park",
    "Ruth is out on a run @ seafront",
    "Ruth scales the rock face without a rope.",
    "Ruth takes the dog for a long run on the beach.",
    "Ruth runs to work along the canal.",
]


def test_a_workout_told_by_its_place_or_outing(lex) -> None:
    def one_case(text):
        assert "exercise" in actual_kinds(lex, text, "Ruth"), text

    cases = WORKOUTS
    assert failing_cases(one_case, cases) == []


NOT_WORKOUTS = [
    ("Imke went to the gym but didn't work out; she just sat in the foyer scrolling her phone.",
     "Imke"),
    ("Ruth is going to the gym later.", "Ruth"),
    ("Ruth heads to the gym.", "Ruth"),
    ("Ruth is on a run of bad luck.", "Ruth"),
    ("Ruth dances around the question.", "Ruth"),
    ("Ruth skates over the details.", "Ruth"),
    ("Ruth locks her bike to the gym railings.", "Ruth"),
]


def test_no_workout_now(lex) -> None:
    def one_case(text, observer):
        assert "exercise" not in actual_kinds(lex, text, observer), text

    cases = NOT_WORKOUTS
    assert failing_cases(one_case, cases) == []


def test_dancing_round_a_room_still_dances(lex):
    assert "exercise" in actual_kinds(lex, "Ruth dances around the kitchen.", "Ruth")


def test_someone_elses_trip_to_the_gym_is_theirs(lex):
    text = "Ruth's husband goes to the gym while she cooks."
    assert "exercise" not in actual_kinds(lex, text, "Ruth")
    assert "exercise" in other_kinds(lex, text, "Ruth")


@pytest.mark.parametrize("text", ["Ruth says no to a second drink.",
                                  "Ruth said no to another drink."])
def test_saying_no_to_a_drink_is_none(lex, text):
    assert "drink" not in actual_kinds(lex, text, "Ruth"), text
