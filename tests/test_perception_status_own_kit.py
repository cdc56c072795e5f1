"""Status lines: one's own kit or body got ready or looked after is no task ("is filling his
water bottle @ refill station 2", "is buckling his boots @ boot room: bench 3", "is brushing
her hair @ tent"; ``status_activity.household`` holds the kit and body words, read by
``perception._chore``), while the same verbs on a job's things stay work. And "wait on" is work
only with the people served ("waits on the guests"), not "waiting on the pizza van".
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

ACTS = ["is filling his water bottle", "is buckling his boots", "is waxing his skis",
        "is brushing his hair", "is zipping up his rucksack", "is cleaning his sunglasses"]
PLACES = ["@ refill station 2", "@ boot room: bench 3", "@ Main Stage: hill",
          "@ ski lodge: locker room"]


def test_own_kit_in_a_status_line_is_no_task(lex) -> None:
    def one_case(act, place):
        assert "work" not in actual_kinds(lex, f"Youssef {act} {place}", "Youssef")

    cases = list(itertools.product(ACTS, PLACES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Youssef is filling the customers' water bottles @ refill station 2",
    "Youssef is polishing his helmet @ guardroom",
    "Youssef is run off his feet @ ferry kiosk",
    "Youssef waits on the guests in the dining room.",
    "Youssef is waiting on tables at the diner."])
def test_a_jobs_things_stay_work(lex, text):
    assert "work" in actual_kinds(lex, text, "Youssef")


def test_waiting_on_a_van_is_waiting(lex):
    text = "still waiting on the pizza van, they've got like 80 orders ahead of us lol"
    assert "work" not in actual_kinds(lex, text, "Youssef")
