"""A deadline given as the reason for something else is no work done ("Tariq skipped lunch again
because of the deadline"): core.yaml's exceptions shield "because of the/a/<owner> deadline".
Controls: work told by its task or by racing a deadline stays work."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

PEOPLE = ["Tariq", "Ana", "Mei"]
ACTS = ["skipped lunch again", "cancelled the gym", "never made it to the party",
        "forgot to call her mother back"]
OWNERS = ["the", "a", "his", "her", "their"]


def test_a_deadline_as_a_reason_is_no_work(lex) -> None:
    def one_case(who, act, owner):
        assert "work" not in actual_kinds(lex, f"{who} {act} because of {owner} deadline.", who)

    cases = list(itertools.product(PEOPLE, ACTS, OWNERS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("who", PEOPLE)
def test_controls_work_told_by_its_task_or_a_race_stays(lex, who):
    assert "work" in actual_kinds(
        lex, f"{who} skipped lunch to finish the tender document before the deadline.", who)
    assert "work" in actual_kinds(lex, f"{who} is racing a deadline on the forecast spreadsheet.",
                                  who)
    assert "work" in actual_kinds(
        lex, f"{who} is up against a deadline, debugging the billing module.", who)
