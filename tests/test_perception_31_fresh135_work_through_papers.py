"""Working through a pile of work things, without "way", is the job (session 31, round
fresh135): "is workimg through the ICU flowcharts one bed at a time", "worked through a physics
workbook" (core.yaml work verb "work through", beside "work her way through", with the kind's
work objects close after it, window 2, and "flowchart" among them). A yoga sequence worked
through on a roof stays exercise only, and a meal worked through stays a meal."""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

OBSERVER = "Ananya"


def test_working_through_work_things_is_work(lex) -> None:
    def one_case(opening, things):
        assert actual_kinds(lex, f"{opening} {things}.", OBSERVER) == {"work"}

    cases = list(itertools.product(
        ["Ananya is working through", "Ananya works through", "You work through",
         "Ananya is workimg through", "Ananya worked through"],
        ["the ICU flowcharts one bed at a time", "the charts", "the patient files",
         "a physics workbook", "the essays", "the invoices"]))
    assert failing_cases(one_case, cases) == []


def test_controls_a_yoga_sequence_or_a_meal_worked_through(lex) -> None:
    assert actual_kinds(lex, "Ananya works through downward dog on the roof.",
                        OBSERVER) == {"exercise"}
    assert actual_kinds(lex, "Ananya works through a plate of pasta.", OBSERVER) == {"eat"}
    assert actual_kinds(lex, "Ananya works through the pain.", OBSERVER) == set()
