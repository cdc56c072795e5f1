"""Work: a queue of customers served as one.

``the queue`` (and the lunch, morning or evening queue, ``a queue of``) joins the served people
of ``status_activity.frames.served``: a task done for it or to it ("dishes out chips to the
queue", "serves the lunch queue") is the counter's or the stall's job. The customer's side of
a queue stays none: joining it, waiting in it, pushing to its front, jumping it.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Ana"


def mine(lex, text: str) -> bool:
    return any(e.kind == "work" and e.is_actual_self
               for e in perceive(text, lex, observer=OBSERVER))


TASKS = ["serves", "dishes out chips to", "hands out hot drinks to", "apologises to"]
QUEUES = ["the queue", "the lunch queue", "a queue of hungry pupils"]


def test_task_for_a_queue_is_work(lex):
    missed = [text for task, queue in itertools.product(TASKS, QUEUES)
              if not mine(lex, text := f"Ana {task} {queue}.")]
    assert missed == []


NOT_WORK = ["Ana joins the queue for chips.",
            "Ana waits in the queue at the bakery.",
            "Ana pushes to the front of the queue.",
            "Ana jumps the queue at the bakery.",
            "Ana chats to the woman behind her in the queue.",
            "Ana watches Tom serve the lunch queue."]


def test_customer_side_of_a_queue_is_no_work(lex):
    assert [t for t in NOT_WORK if mine(lex, t)] == []
