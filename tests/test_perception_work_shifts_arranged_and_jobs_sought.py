"""Session 23: a shift or a job named but not worked now is no work.

Precision probes written for this round showed the bare nouns "shift" and "job" firing work on
lines about arranging, losing or seeking work rather than doing it:

- a shift dodged or missed (``work.as_time.before``: "dodging your recycler shifts", "misses
  her shift at the bar"); the walk back from the shift stops at a clause opener, so "missed
  lunch because her shift ran over" is still the shift worked, and "covers Mel's shift" is
  still work; a shift told as not started yet (``work.as_time.after``: "her shift doesn't
  start until two") is ahead, and a briefing is a time like a shift (``work.as_time.heads``:
  "between briefings", "after the morning briefing");
- a job sought (``work.not_before``: "the job listings", "the job centre", "a job interview";
  ``exceptions``: "applies for three jobs", "is looking for a new job", "searches for work");
  "finishes the job before lunch" stays work;
- clocking off told as when something else happens ("After clocking off, Jon has a pint");
- a job felt, quit or lost (``work.as_time.before``: "hates her job", "quits her job", "lost
  her job at the mill") and a thing one has for work (``work.not_before``: "her work phone",
  "her work badge", "the work Christmas party", "her work friends").
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

OBSERVER = "Tia"


@pytest.mark.parametrize("text", [
    "Tia misses her shift at the bar.",
    "Tia is dodging her shifts.",
    "Mikko accuses you on the open channel of dodging your recycler shifts.",
    "Tia's shift doesn't start until two, so she has a lie-in.",
    "Tia's shift does not start till noon.",
    "Tia tears into a chicken wrap between briefings.",
    "After the morning briefing, Tia naps in the van.",
])
def test_a_shift_dodged_or_missed_is_no_work(lex, text):
    observer = None if "you" in text.split() else OBSERVER
    assert "work" not in actual_kinds(lex, text, observer)


def test_a_job_sought_or_a_clocking_off_passed_is_no_work(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, OBSERVER)

    cases = [
        "Tia updates her CV and applies for three jobs online.",
        "Tia applies for two jobs at the cannery.",
        "Tia is looking for a new job in the city.",
        "Tia searches for work in town.",
        "Tia is searching job listings on her phone @ home: sofa",
        "Tia spends the morning at the job centre.",
        "Tia has a job interview at the bank tomorrow.",
        "Tia is job hunting.",
        "After clocking off, Tia has a pint at the pub with her brother.",
        "Tia has a pint after clocking out.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Tia covers Mel's shift at the bar.",
    "Tia missed lunch because her shift ran over.",
    "Tia finishes the job before lunch.",
    "Tia spends the whole shift stacking boxes in the warehouse.",
    "Tia clocks off at six.",
    "Tia gives the morning briefing to the crew.",
])
def test_a_shift_or_a_job_worked_stays_work(lex, text):
    assert "work" in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "Tia hates her job.",
    "Tia loves her new job.",
    "Tia quits her job.",
    "Tia lost her job at the mill.",
    "Tia's work phone buzzes on the table.",
    "Tia forgot her work badge.",
    "Tia has the work Christmas party tonight.",
    "Tia has a pint with her work friends.",
])
def test_a_job_talked_of_or_a_thing_had_for_work_is_no_work(lex, text):
    assert "work" not in actual_kinds(lex, text, OBSERVER)


def test_a_job_loved_while_a_task_is_done_is_still_work(lex):
    assert "work" in actual_kinds(
        lex, "Tia loves her job and is stacking the shelves with a grin.", OBSERVER)
