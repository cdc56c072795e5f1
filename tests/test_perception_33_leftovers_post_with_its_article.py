"""A task done "as the cook" is the job, as "as cook" was (session 33, round leftovers).

* The clause reader took "as the cook" for a time clause opening with its subject, so the
  predicate ended before it and the post (round jobwords, session 32) framed nothing: "Ana
  chops onions as the cook" is now work, with "the", "a" or "an" before the post.
* Controls: a time clause ("as the cook served the soup": "as" + subject + verb), a naming
  ("dressed as the cook", "dresses up as the cook for the party") frame nothing.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

POSTS = ["as the cook", "as the conductor", "as the caretaker", "as the deckhand on duty",
         "as a steward", "as the custodian"]
TASKS = ["chops the onions", "sweeps the yard", "spends the morning folding blankets",
         "hangs off the bus door"]


def test_a_task_done_in_a_post_with_its_article_is_the_job(lex) -> None:
    def one_case(task, post):
        text = f"Ana {task} {post}."
        assert actual_kinds(lex, text, "Ana") == {"work"}, text

    cases = list(itertools.product(TASKS, POSTS))
    assert failing_cases(one_case, cases) == []


def test_a_time_clause_or_a_naming_frames_nothing(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    cases = [
        ("Ana ate as the cook served the soup.", {"eat"}),
        ("Ana dressed as the cook.", set()),
        ("Ana dresses up as the cook for the party.", set()),
        ("Ana hangs off the bus door as the conductor shouts the stops.", set()),
        ("Ana waves as the waiter brings the bill.", set()),
        ("Ana sweeps the yard as the caretaker watches.", set()),
        ("Ana chops the onions as fast as the cook.", set()),
        ("Ana poses as the conductor.", set()),
        ("Ana folds the blankets as a favour.", set()),
        ("Ana sits down as the cook comes in.", set()),
    ]
    assert failing_cases(one_case, cases) == []
