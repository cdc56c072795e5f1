"""A task done in a named post is that post's job (session 32, round jobwords).

* "as" + up to three words ending in a job noun (core.yaml ``status_activity.frames.roles``
  and the occupations), at the predicate's end or before a mark or a place or a time of the
  post, frames the verb as a task ("spent the whole morning hanging off the danfo door as
  conductor", "folds the blankets as deckhand on duty"); "as a steward" was the job already
  (the occupation term).
* Controls: a comparison or a naming ("as fast as a courier", "dressed up as a nurse", "poses
  as a waiter"), a time clause ("as the waiter brings the bill"), a not_role ("as a retired
  waiter") and "as a favour" frame nothing.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

POSTS = ["as conductor", "as deckhand on duty", "as caretaker", "as custodian", "as steward",
         "as duty steward"]
TASKS = [("hangs off the bus door", "hang off the bus door"),
         ("folds the blankets", "fold the blankets"),
         ("spends the morning hanging off the door", "spend the morning hanging off the door")]


def test_a_task_done_in_a_named_post_is_the_job(lex) -> None:
    def one_case(subject, task, post):
        third, second = task
        text = f"{subject} {third if subject == 'Ana' else second} {post}."
        assert actual_kinds(lex, text, "Ana" if subject == "Ana" else None) == {"work"}, text

    cases = list(itertools.product(["Ana", "You"], TASKS, POSTS))
    assert failing_cases(one_case, cases) == []


def test_an_as_that_names_no_post_frames_nothing(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    cases = [
        ("Ana folds the blankets as a favour.", set()),
        ("Ana folds the blankets as a retired steward.", set()),
        ("Ana dresses up as a nurse for the party.", set()),
        ("Ana hangs off the bus door as the conductor shouts the stops.", set()),
        ("Ana waves as the waiter brings the bill.", set()),
        ("Ana hangs the washing out as her mother did.", set()),
        ("Ana folds the blankets as fast as she can.", set()),
    ]
    assert failing_cases(one_case, cases) == []
