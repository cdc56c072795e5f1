"""The observer and a crew named by its trade as one subject, before a plural verb with an
object: the group's task is the observer's job.

"Ragnhild and two other patrollers haul an injured snowboarder down the slope", "Ana and the
other mechanics strip the gearbox": a crew noun of ``status_activity.frames.crews`` after
"and", then the verb and its object (an article, an owner or a count). Controls: friends or
family, a verb without an object ("trudge back to camp"), leisure verbs, and someone else's
crew stay no job of the observer's.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

CREWS = ["the other mechanics", "two other patrollers", "the riggers", "three other grips",
         "her fellow stagehands"]
TASKS = ["strip the gearbox", "haul an injured snowboarder down the slope",
         "level sixty feet of dolly track", "unload the trailer"]


def test_a_crew_and_the_observer_doing_a_task_is_the_job(lex):
    wrong = [t for crew, task in itertools.product(CREWS, TASKS)
             if "work" not in actual_kinds(lex, t := f"Ana and {crew} {task}.", "Ana")]
    assert wrong == []


def test_friends_objectless_verbs_leisure_and_others_crews_stay_no_job(lex):
    texts = [f"Ana and her friends {task}." for task in TASKS[:2]] + \
        [f"Ana and {crew} trudge back to camp." for crew in CREWS] + \
        [f"Ana and {crew} watch the match." for crew in CREWS] + \
        [f"Tom and {crew} {task}." for crew, task in itertools.product(CREWS[:2], TASKS)]
    wrong = [t for t in texts if "work" in actual_kinds(lex, t, "Ana")]
    assert wrong == []


def test_a_later_as_clause_does_not_inherit_the_crew(lex):
    texts = ["You and the other miners sing as you trudge back to camp.",
             "Ana and the riggers laugh as they wander back to the hotel."]
    wrong = [t for t in texts if "work" in actual_kinds(lex, t, "Ana")]
    assert wrong == []
