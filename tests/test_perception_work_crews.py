"""The observer named with a work crew as one subject is named by the job:
``status_activity.frames.crews``.

"Nomvula and her crew are ...", "Ana and her colleagues are restocking ...": a crew, a watch,
colleagues or patrollers beside the observer before "are"/"were" frame the group's task as the
job, as a job noun in apposition does. Controls: a sports team or friends, and a crew's meal or
rest, are no work.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

CREWS = ["her crew", "her colleagues", "two other patrollers", "her watch", "her workmates"]
TASKS = ["are hauling the gear up the ramp", "were carrying the boxes upstairs",
         "are scrubbing down the ramp"]


def test_a_task_with_a_work_crew_is_the_job(lex):
    wrong = [t for crew, task in itertools.product(CREWS, TASKS)
             if "work" not in actual_kinds(lex, t := f"Ana and {crew} {task}.", "Ana")]
    assert wrong == []


def test_friends_teams_and_a_crews_meal_are_no_job(lex):
    texts = [f"Ana and {group} {task}." for group, task in itertools.product(
        ["her friends", "her team", "her sister", "her mates"], TASKS)]
    texts += ["Ana and her crew are eating lunch.", "Ana and her colleagues are napping.",
              "Ana and her crew were watching the match."]
    wrong = [t for t in texts if "work" in actual_kinds(lex, t, "Ana")]
    assert wrong == []
