"""Three classes from a wedding-weekend set's first sight.

- A quarrel or fight kept away from is not the observer's ("is keeping well out of the argument
  on the terrace", "steers clear of the fight"): negation cues with the quarrel after them.
- Rows of vines or seats are no quarrel ("between the vine rows with her eyes half shut").
- Getting oneself ready in a status line is no task ("is knotting his tie @ guesthouse: room
  12", "is rubbing in sunscreen @ lawn"), and "knotting" is a real word, not a slip of
  "knitting"."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBSERVER = "Kenji"


KEEPS = ["keeps out of", "is keeping well out of", "stays out of", "steers clear of",
         "keeps clear of", "stays well out of"]
QUARRELS = ["the argument on the terrace", "the fight in the car park",
            "the shouting match between the cousins"]


def test_a_quarrel_kept_away_from_is_not_the_observers(lex):
    cases = [f"Kenji {k} {q}." for k, q in itertools.product(KEEPS, QUARRELS)]
    assert len(cases) == 18
    assert [text for text in cases if "conflict" in actual_kinds(lex, text, OBSERVER)] == []


@pytest.mark.parametrize("text", ["Kenji keeps out of the rain and eats his lunch.",
                                  "Kenji steers clear of the bar and sleeps."])
def test_what_follows_the_avoidance_still_happens(lex, text):
    assert actual_kinds(lex, text, OBSERVER) & {"eat", "sleep"}


def test_a_quarrel_joined_is_still_conflict(lex):
    assert "conflict" in actual_kinds(lex, "Kenji gets into the argument on the terrace.", OBSERVER)


@pytest.mark.parametrize("text", [
    "Kenji is lying on a blanket between the vine rows with his eyes half shut.",
    "Kenji walks along the rows with his basket.",
])
def test_rows_of_vines_are_no_quarrel(lex, text):
    assert "conflict" not in actual_kinds(lex, text, OBSERVER)


def test_a_row_with_someone_is_still_a_quarrel(lex):
    assert "conflict" in actual_kinds(lex, "Kenji rows with his brother about the will.", OBSERVER)


@pytest.mark.parametrize("activity", ["knotting his tie", "rubbing in sunscreen",
                                      "combing his hair", "shaving"])
@pytest.mark.parametrize("place", ["guesthouse: room 12", "lawn", "dorm: bunk 3"])
def test_getting_ready_in_a_status_line_is_no_task(lex, activity, place):
    assert actual_kinds(lex, f"Kenji is {activity} @ {place}", OBSERVER) == set()


def test_a_status_task_at_work_is_still_work(lex):
    assert actual_kinds(lex, "Kenji is scrubbing the deck @ ship: main deck", OBSERVER) == {"work"}
