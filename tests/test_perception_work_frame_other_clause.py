"""A home's or a public place named in an earlier main clause of the sentence (before ";"
or ", and/but/so") is that clause's scene, not where a later task is done: "the fog at the
summit is gone, and he's checking the tyres" is a trade's check, no chore at home
(engine/perception.py ``_chore``).

Controls: the place in the task's own clause or in a "while" clause around it (a home chore
stays none), someone else's task, a planned one.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"


def misses(lex, texts) -> list[str]:
    return [t for t in texts if "work" not in actual_kinds(lex, t, OBSERVER)]


def hits(lex, texts) -> list[str]:
    return [t for t in texts if "work" in actual_kinds(lex, t, OBSERVER)]


SCENES = ["The fog at the summit is gone", "The crowd at the beach has thinned",
          "The sun is up over the park"]
JOINS = [", and", "; now", ", but"]
TASKS = ["Ana is checking the tyres", "Ana checks the tyre pressures"]


def test_a_scene_in_an_earlier_clause_leaves_the_task_work(lex):
    texts = [f"{s}{j} {t}." for s, j, t in itertools.product(SCENES, JOINS, TASKS)]
    assert misses(lex, texts) == []


def test_a_home_place_in_the_tasks_own_or_while_clause_stays_a_chore(lex):
    texts = ["Ana sits at the kitchen table and sorts the post.",
             "At the kitchen table, Ana sorts the post.",
             "Ana's lemonade stands untouched on the porch table while she fixes the screen door.",
             "Ana checks the tyres on her car in the driveway."]
    assert hits(lex, texts) == []


def test_someone_elses_or_planned_task_is_not_mine(lex):
    texts = [f"{s}, and Tom is checking the tyres." for s in SCENES]
    texts += [f"{s}, and Ana will check the tyres tomorrow." for s in SCENES]
    assert hits(lex, texts) == []
