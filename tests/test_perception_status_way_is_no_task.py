"""A status line whose activity is making one's way somewhere is no task: it is going, not
work ("Rin is making her way to medbay for a check-up @ spine corridor: lift 2"); making a thing
at a workplace still is ("Rin is making bread @ bakery: oven 2")."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

NAMES = [("Rin", "her"), ("Tomas", "his"), ("You", "your")]
PLACES = ["spine corridor: lift 2", "Northgate depot: yard", "city hospital: corridor B"]


def test_making_ones_way_is_no_work(lex) -> None:
    def one_case(who, place):
        name, owner = who
        verb = "are" if name == "You" else "is"
        text = f"{name} {verb} making {owner} way to the canteen @ {place}"
        assert "work" not in actual_kinds(lex, text, "Rin" if name == "You" else name), text

    cases = list(itertools.product(NAMES, PLACES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("place", PLACES)
def test_making_a_thing_at_a_workplace_is_still_work(lex, place):
    text = f"Rin is making replacement brackets @ {place}"
    assert "work" in actual_kinds(lex, text, "Rin"), text


def test_someone_elses_task_behind_the_observer_stays_theirs(lex):
    text = ("Rin is making her way to medbay for a check-up @ spine corridor: lift 2; behind "
            "her a maintenance crew is welding a bracket")
    assert actual_kinds(lex, text, "Rin") == set()
