"""Reading is leisure, but a class's or an author's work read for marking or editing is a job:
``read``/``read through`` with essays, coursework, exam scripts, dissertations, lab reports,
submissions, proofs or manuscripts (the work kind of core.yaml) is a teacher's, an examiner's or
an editor's work.

Controls: a newspaper, a novel or a report read (leisure or news), someone else reading the
essays, reading planned or not done.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"


def misses(lex, texts) -> list[str]:
    return [t for t in texts if "work" not in actual_kinds(lex, t, OBSERVER)]


def hits(lex, texts) -> list[str]:
    return [t for t in texts if "work" in actual_kinds(lex, t, OBSERVER)]


MARKED = ["the Year 11 essays", "the exam scripts", "the coursework", "the dissertations",
          "the lab reports", "the proofs", "the submissions", "twenty essays"]


def test_work_read_for_marking_is_work(lex):
    texts = [f"{s} {v} {o} in the staff room."
             for s, v, o in itertools.product(["Ana"], ["reads", "is reading", "reads through",
                                                        "read"], MARKED)]
    texts += [f"You read {o} over coffee." for o in MARKED]
    assert misses(lex, texts) == []


def test_leisure_reading_stays_none(lex):
    texts = [f"Ana reads {o} on the sofa." for o in [
        "the newspaper", "a novel", "the report on the match", "a magazine", "her book",
        "the menu", "the letters from her sister"]]
    assert hits(lex, texts) == []


def test_others_planned_or_undone_reading_is_not_mine(lex):
    texts = [f"Tom reads {o} while Ana sleeps." for o in MARKED]
    texts += [f"Ana will read {o} tomorrow." for o in MARKED]
    texts += [f"Ana doesn't read {o}." for o in MARKED]
    assert hits(lex, texts) == []
