"""Work: a status line whose last clause opens with the observer after "and" or "so" ("The
exam has begun and Constance is racing through question 2 @ Sports Hall: desk 118", "the
editor kills the story, so Ignacio rebuilds the page @ newsroom") takes that clause's verb as
the line's activity; a study or a task verb typed with the vowel after its first letter
dropped ("wrking") is read as its ``-ing`` form when that is its only reading.

Controls: a leisure verb in the last clause stays leisure, someone else's clause stays theirs,
and a first clause's task of someone else is no task of the observer.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"


OPENERS = ["The exam has begun and", "The queue is long, and", "The rush is over, so",
           "The editor spikes the photos, so"]
TASKS = ["Ana is restocking the shelves", "Ana rebuilds the page", "Ana is scanning parcels",
         "Ana is relabelling the crates"]
PLACES = ["warehouse", "newsroom: night desk", "Terminal 3: gate 12"]


def test_the_observers_last_clause_is_the_status_activity(lex):
    wrong = [text for opener, task, place in itertools.product(OPENERS, TASKS, PLACES)
             if "work" not in actual_kinds(lex, text := f"{opener} {task} @ {place}", OBSERVER)]
    assert wrong == []


def test_leisure_or_someone_elses_last_clause_is_no_work(lex):
    for opener, place in itertools.product(OPENERS, PLACES):
        for rest in ("Ana is watching", "Ana is crying", "Ana's brother is scanning parcels",
                     "Ana is relaxing"):
            text = f"{opener} {rest} @ {place}"
            assert "work" not in actual_kinds(lex, text, OBSERVER), text


def test_someone_elses_first_clause_is_not_the_observers(lex):
    for text in ("Tom is sorting parcels and Ana is watching @ warehouse",
                 "Tom is restocking the shelves, so Ana is relaxing @ warehouse"):
        assert "work" not in actual_kinds(lex, text, OBSERVER), text


def test_a_dropped_vowel_after_the_first_letter(lex):
    for text in ("Ana is wrking @ office", "Ana is wrking the early shift @ bakery"):
        assert "work" in actual_kinds(lex, text, OBSERVER), text
    assert "work" not in actual_kinds(lex, "Ana is rlaxing @ home: sofa", OBSERVER)
