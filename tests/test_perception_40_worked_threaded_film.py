"""A film or a yarn threaded through a machine is a manual task (session 40, round worked).

Read now: "thread" is one of status-activity's ``manual_tasks`` ("Ilya threads the film through
the projector for the 9 p.m. screening"). A needle threaded, beads threaded for oneself or
one's own way through a crowd stay none; stencil and reseal were tried and left out (a home's
bin or bath).
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_threading_a_machine_is_work_and_a_needle_or_a_way_is_not(lex) -> None:
    cases = [("Ilya threads the film through the projector for the 9 p.m. screening.",
              {"work"}),
             ("Ana threads the film through the projector.", {"work"}),
             ("Ana threads a needle and sews on a button.", set()),
             ("Ana threads her way through the crowd.", set()),
             ("Ana threads the beads onto a string for her bracelet.", set())]

    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, text.split()[0]) == want, text

    assert failing_cases(one_case, cases) == []
