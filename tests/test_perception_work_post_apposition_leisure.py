"""Work: a job noun in apposition names who someone is, not what they do now.

"Ana, the baker, kneads the dough" is the job (the apposition frames the task). When the
sentence's verb right after the apposition is a meal, a drink, sleep, rest or company ("Ana,
the photographer, eats a plate of pakoras", "Xiomara, the night porter, is dozing"), that is
what the observer does, and the job noun alone is no work event.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"


POSTS = ["the baker", "the night porter", "a deckhand", "the photographer"]
LEISURE = [("eats a plate of pakoras", "eat"), ("is dozing behind the desk", "sleep"),
           ("drinks a mug of tea", "drink")]
TASKS = ["kneads the dough for the morning rush", "checks the fault log",
         "serves the customers"]


def test_apposition_then_leisure_is_the_leisure_only(lex):
    wrong = [text for post, (act, kind) in itertools.product(POSTS, LEISURE)
             if (got := actual_kinds(lex, text := f"Ana, {post}, {act}.", OBSERVER)) and (
                 "work" in got or kind not in got)]
    assert wrong == []


def test_apposition_then_task_is_work(lex):
    missed = [text for post, task in itertools.product(POSTS, TASKS)
              if "work" not in actual_kinds(lex, text := f"Ana, {post}, {task}.", OBSERVER)]
    assert missed == []


def test_job_predicate_stays_work(lex):
    assert "work" in actual_kinds(lex, "Ana is a baker.", OBSERVER)
