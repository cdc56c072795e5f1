"""A short fronted phrase without its comma before the observer's name opens their sentence.

"After the sandstorm Pavlo digs out three buried trucks by hand, shovelling for five hours
without a break": an opener of ``_FRONTING`` and up to four words, no comma, then the observer
and their framed task. Controls: someone else after the phrase, leisure, and a long phrase stay
no job of the observer's.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

FRONTS = ["After the sandstorm", "Before dawn", "Before sunrise", "By sundown",
          "After lunch"]
TASKS = ["digs out three buried trucks, shovelling for five hours without a break",
         "rebuilds the brake ducts", "serves the customers at the counter"]


def test_a_task_after_a_short_fronted_phrase_is_the_job(lex):
    wrong = [t for front, task in itertools.product(FRONTS, TASKS)
             if "work" not in actual_kinds(lex, t := f"{front} Ana {task}.", "Ana")]
    assert wrong == []


def test_someone_else_or_leisure_after_the_phrase_stays_no_job(lex):
    texts = [f"{front} Tom {task}." for front, task in itertools.product(FRONTS, TASKS)] + \
        [f"{front} Ana reads a novel." for front in FRONTS]
    wrong = [t for t in texts if "work" in actual_kinds(lex, t, "Ana")]
    assert wrong == []
