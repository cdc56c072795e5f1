"""An act only pretended is neither a task nor the act (status_activity.not_verbs).

"Ana is pretending to sleep @ racing pit", "is faking a cough @ film set": the status line's
verb is no job, and the pretended act is denied (cues.negation "pretend", "fake", "feign").
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

VERBS = ["is pretending to sleep", "is faking a cough", "is feigning sleep",
         "is pretending to be asleep", "is feigning a limp", "is faking an injury"]
PLACES = ["racing pit", "film set", "circus ring", "lighthouse: lamp room", "ferry: car deck",
          "prison: yard"]


def test_a_pretended_act_on_a_status_line_is_nothing(lex):
    wrong = [t for verb, place in itertools.product(VERBS, PLACES)
             if actual_kinds(lex, t := f"Ana {verb} @ {place}", "Ana")]
    assert wrong == []


def test_a_real_task_on_a_status_line_is_still_the_job(lex):
    texts = ["Ana is changing the tyres @ racing pit", "Ana is rigging the lights @ film set",
             "Ana is polishing the lens @ lighthouse: lamp room"]
    wrong = [t for t in texts if "work" not in actual_kinds(lex, t, "Ana")]
    assert wrong == []
