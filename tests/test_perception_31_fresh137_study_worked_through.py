"""A pupil's set work worked through and vocabulary cards revised are study, the pupil's job
(session 31, round fresh137; study counts as work, a documented choice): "worked through a
physics workbook", "working through essay prompts", "revises vocabulary cards". "work
through" holds only a pupil's set work or subject, so a yoga flow worked through on a roof
or pain worked through stays no job.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Ana"


def test_set_work_worked_through_is_study(lex) -> None:
    def one_case(verb, what, where):
        assert actual_kinds(lex, f"Ana {verb} {what} {where}.", OBSERVER) == {"work"}

    cases = list(itertools.product(
        ["works through", "worked through", "is working through"],
        ["a physics workbook", "her maths workbook", "essay prompts", "the past papers",
         "a chemistry worksheet"],
        ["at the hagwon", "in the library", "on the bus home"]))
    assert failing_cases(one_case, cases) == []


def test_vocabulary_cards_revised_are_study(lex) -> None:
    def one_case(verb, cards):
        assert actual_kinds(lex, f"Ana {verb} {cards} before the test.", OBSERVER) == {"work"}

    cases = list(itertools.product(["revises", "goes through", "studies"],
                                   ["vocabulary cards", "her vocab cards",
                                    "the English vocabulary cards"]))
    assert failing_cases(one_case, cases) == []


def test_someone_elses_workbook_is_theirs(lex) -> None:
    text = "Ana's brother works through his physics workbook while Ana naps."
    assert actual_kinds(lex, text, OBSERVER) == {"sleep"}
    assert "work" in other_kinds(lex, text, OBSERVER)


def test_controls_work_through_without_set_work_is_no_job(lex) -> None:
    for text in ["Ana works through downward dog on the roof.", "Ana works through the pain.",
                 "Ana works through her feelings with a friend."]:
        assert "work" not in actual_kinds(lex, text, OBSERVER)
