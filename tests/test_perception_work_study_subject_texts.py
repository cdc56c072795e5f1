"""Work: a pupil's study texts named by their school subject.

Study counts as the job. A school subject before notes, a textbook or homework ("her history
notes", "his biology textbook", "her maths homework") names a study text, one of the status
section's trade things (core.yaml ``status_activity.frames.trade``): a task verb on it, or on
a passage in it, is study. A leisure verb with it (reading it on the bus, looking at it) stays
none, and another pupil's study stays theirs.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Ana"


def events(lex, text: str):
    return [e for e in perceive(text, lex, observer=OBSERVER) if e.kind == "work"]


def mine(lex, text: str) -> bool:
    return any(e.is_actual_self for e in events(lex, text))


TASKS = ["underlines the key dates in", "corrects the mistakes in", "finishes",
         "colour-codes the headings in"]
TEXTS = ["her history notes", "her chemistry homework", "her geography textbook",
         "her french notes"]


def test_task_on_a_subjects_study_text_is_work(lex):
    missed = [text for task, thing in itertools.product(TASKS, TEXTS)
              if not mine(lex, text := f"Ana {task} {thing}.")]
    assert missed == []


def test_task_with_a_quoted_passage_is_work(lex):
    assert mine(lex, "Ana underlines 'The Restoration' in her history notes.")


NOT_WORK = ["Ana reads her history notes on the bus.",
            "Ana looks at her geography textbook and sighs.",
            "Ana forgets her maths homework at home.",
            "Ana underlines a line in her favourite novel."]


def test_leisure_with_a_study_text_is_no_work(lex):
    assert [t for t in NOT_WORK if mine(lex, t)] == []


def test_another_pupils_study_is_no_work_of_the_observer(lex):
    for text in ["Ana watches Tom underline the key dates in his history notes.",
                 "Tom corrects the mistakes in his chemistry homework while Ana eats a pear."]:
        assert not mine(lex, text), text
