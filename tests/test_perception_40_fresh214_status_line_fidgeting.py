"""Fingers drummed on a rail, fidgeting and towelling off are no task at a status line's
workplace (session 40, round fresh214: ``status_activity.not_verbs``): "Marco is drumming on the
rail, waiting for the filter coffee @ Kayal Rani: upper deck". Controls: a drummer's set on a
stage and a deckhand's mopping stay work.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_fidgeting_and_towelling_off_are_no_task(lex) -> None:
    def one_case(case):
        text, observer, want = case
        assert actual_kinds(lex, text, observer) == want, text

    cases = [
        ("Marco is drumming on the rail, waiting for the filter coffee @ Kayal Rani: upper deck",
         "Marco", set()),
        ("Ana is drumming her fingers on the counter @ Dockside Cafe: till",
         "Ana", set()),
        ("Ana is towelling off @ Leisure Centre: poolside",
         "Ana", set()),
        ("Ana is fidgeting with her lanyard @ hospital: waiting room",
         "Ana", set()),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_drummers_set_and_a_chore_stay_work(lex) -> None:
    def one_case(case):
        text, observer, want = case
        assert actual_kinds(lex, text, observer) == want, text

    cases = [
        ("Tomas is drumming @ Blue Note: stage",
         "Tomas", {"work"}),
        ("Ana is mopping the deck @ Kayal Rani: upper deck",
         "Ana", {"work"}),
    ]
    assert failing_cases(one_case, cases) == []
