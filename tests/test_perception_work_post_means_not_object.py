"""Work: one's own vehicle named as the way a task goes is no chore's object.

A task done to one's own household thing is a chore ("fixes the chain on her bike", "checks
the tyre pressure on her car"). A phrase after a second preposition past the object says where
or how the task goes, not what it is done to: "delivers bread to the hotels on his bike before
dawn" is a round of the job (the working hours frame it), not a chore on the bike.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Ana"


def mine(lex, text: str) -> bool:
    return any(e.kind == "work" and e.is_actual_self
               for e in perceive(text, lex, observer=OBSERVER))


TASKS = ["delivers bread to the hotels", "drops the crates of milk at the shops",
         "delivers the papers to the houses on the hill"]
MEANS = ["on her bike", "in her van", "on her scooter"]


def test_task_with_own_vehicle_as_the_way_is_work(lex):
    missed = [text for task, means in itertools.product(TASKS, MEANS)
              if not mine(lex, text := f"Ana {task} {means} before dawn.")]
    assert missed == []


NOT_WORK = ["Ana fixes the chain on her bike before dawn.",
            "Ana checks the tyre pressure on her car before dawn.",
            "Ana mends the tear in her coat sleeve before dawn.",
            "Ana rides to the beach on her bike before dawn."]


def test_own_thing_as_the_object_stays_a_chore(lex):
    assert [t for t in NOT_WORK if mine(lex, t)] == []
