"""Work: "As <post>, I/you ..." names the speaker by the post they hold.

A sentence that opens with ``as``, an optional determiner and a job noun of
``status_activity.frames.roles`` (or the occupations), then ``I`` or ``you`` (a comma between
or not), names the speaker by that post: the task verb of the sentence is the post's task, as
with a job title fronted before a name ("As the duty nurse, Ana checks the drip"). Not a
post given up ("As a retired nurse"), a stage of life ("As a kid"), a time clause ("As the
steward arrives, I ...") or someone else's task.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Ana"


def mine(lex, text: str) -> bool:
    return any(e.kind == "work" and e.is_actual_self
               for e in perceive(text, lex, observer=OBSERVER))


POSTS = ["As the steward,", "As steward,", "As chief arbiter", "As the night porter,"]
TASKS = ["I stacked the chairs", "you sort the lost property", "I forfeited a player"]


def test_task_of_a_speaker_named_by_a_post_is_work(lex):
    missed = [text for post, task in itertools.product(POSTS, TASKS)
              if not mine(lex, text := f"{post} {task}.")]
    assert missed == []


NOT_WORK = ["As a retired nurse, I stacked the chairs.",
            "As a kid, I stacked the chairs.",
            "As the steward arrives, I stack the chairs.",
            "As the steward, I watched Tom stack the chairs."]


def test_no_post_time_clause_or_others_task_is_no_work(lex):
    assert [t for t in NOT_WORK if mine(lex, t)] == []
