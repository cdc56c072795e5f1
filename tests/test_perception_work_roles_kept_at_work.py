"""Work: kept at work, covering a colleague, or running front of house.

"stuck at work/the office", "cover for a (sick) colleague", "run front of house" (core.yaml
``kinds.work.terms``) are the job now; another person kept at work, or a plan, stays no work of
the observer's now.
"""

from __future__ import annotations

from helpers import actual_kinds

OBSERVER = "Ana"


WORK = ["Ana is stuck at work until late.",
        "Ana was stuck at the office until nine chasing a payroll error.",
        "Ana is covering for a sick colleague on the ward.",
        "Ana covers for her colleague at the front desk.",
        "Ana runs front of house tonight."]


def test_kept_at_work_covering_and_front_of_house_are_work(lex):
    assert [t for t in WORK if "work" not in actual_kinds(lex, t, OBSERVER)] == []


NOT_NOW = ["Ana's husband is stuck at work, so Ana eats alone.",
           "Ana won't be stuck at the office tomorrow.",
           "Tom covers for a sick colleague while Ana naps."]


def test_others_and_plans_are_no_work_now(lex):
    assert [t for t in NOT_NOW if "work" in actual_kinds(lex, t, OBSERVER)] == []
