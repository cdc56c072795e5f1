"""Running a stall, a pit or a meeting manages it: no run.

"I was running the long-jump pit all afternoon, so I missed the teachers' relay" (r49-189) gave
Kaito exercise: "was running" is an exercise term. Followed by a determiner or an owner, the
verb has an object; unless that noun phrase is something run as exercise (a marathon, a 10k, a
lap, a race), running it is running it as a job (engine/perception.py ``_managed_runs``,
session 9). The controls keep runs with an exercise object or none.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Kaito"


def exercise(lex, text: str) -> bool:
    return any(e.is_actual_self and e.kind == "exercise"
               for e in perceive(text, lex, observer=OBSERVER))


SUBJECTS = ["I was", "Kaito is", "You're", "I've been"]
MANAGED = ["the long-jump pit", "the PTA tea stall", "a brainstorming workshop",
           "the cake stand", "the registration desk", "his uncle's bar", "the tombola",
           "the raffle", "a pottery class"]
TAILS = [" all afternoon.", " at the fete.", ", so I missed the relay."]


def test_running_a_thing_is_no_run(lex):
    texts = [f"{subject} running {thing}{tail}"
             for subject, thing, tail in itertools.product(SUBJECTS, MANAGED, TAILS)]
    assert [text for text in texts if exercise(lex, text)] == []


RUNS = ["I was running the London marathon.", "I was running a half marathon.",
        "I was running the 10k.", "I was running the race.", "I was running the last lap.",
        "I was running, and the rain was heavy.", "Kaito is running along the canal."]


def test_a_run_stays_a_run(lex):
    assert [text for text in RUNS if not exercise(lex, text)] == []
