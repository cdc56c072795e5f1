"""Work: a pupil's study texts handled, and an exam paper by its subject.

Study counts as the job. ``underline``, ``annotate``, ``summarise`` (and ``highlight``) with a
study object (notes, a textbook, a chapter, an essay, a set text, past papers; core.yaml
``kinds.work.verbs``), a subject's exam paper ("the chemistry paper") and revision cards made
are study. The same verbs on other things, another pupil's notes, and a paper not sat stay no
work of the observer's.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"


VERBS = ["underlines", "annotates", "summarises", "is highlighting"]
TEXTS = ["her notes", "the chapter", "the set text"]


def test_study_texts_worked_over_are_work(lex):
    missed = [text for verb, thing in itertools.product(VERBS, TEXTS)
              if "work" not in actual_kinds(lex, text := f"Ana {verb} {thing}.", OBSERVER)]
    assert missed == []


def test_a_subjects_paper_and_revision_cards_are_work(lex):
    texts = ["I finished my whole bottle of water during the chemistry paper.",
             "Ana makes flashcards for the biology exam."]
    assert [t for t in texts if "work" not in actual_kinds(lex, t, OBSERVER)] == []


NOT_WORK = ["Ana highlights her hair.",
            "Ana underlines the importance of sleep to her sister.",
            "Ana watches Tom highlight his notes.",
            "Ana didn't sit her exam because of the flu.",
            "Ana reads the sports paper over breakfast."]


def test_other_senses_others_and_papers_not_sat_are_no_work(lex):
    assert [t for t in NOT_WORK if "work" in actual_kinds(lex, t, OBSERVER)] == []
