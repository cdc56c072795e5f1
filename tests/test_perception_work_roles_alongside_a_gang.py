"""Work: a task done alongside a work gang of its trade.

"with/alongside the other <trade plural>" (labourers, deckhands, mechanics, pickers...; core.yaml
``status_activity.frames.occasions``) frames the observer's task as the job: the doer is one of
the gang. Volunteers, meals and talk with the gang, and the gang's own task watched, stay no
work.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"


TASKS = ["digs the ditch", "strips the gearbox", "pulls on the rope", "clears the rubble"]
GANGS = ["with the other labourers", "alongside the other mechanics", "with the other deckhands",
         "with two other riggers"]


def test_a_task_alongside_a_gang_of_the_trade_is_work(lex):
    missed = [text for task, gang in itertools.product(TASKS, GANGS)
              if "work" not in actual_kinds(lex, text := f"Ana {task} {gang}.", OBSERVER)]
    assert missed == []


NOT_WORK = ["Ana paints the fence with the other volunteers.",
            "Ana eats lunch with the other labourers.",
            "Ana chats with the other pickers over a beer.",
            "Ana watches the other mechanics strip the gearbox.",
            "Ana plays cards with the rest of the watch."]


def test_volunteers_meals_talk_and_watching_are_no_work(lex):
    assert [t for t in NOT_WORK if "work" in actual_kinds(lex, t, OBSERVER)] == []
