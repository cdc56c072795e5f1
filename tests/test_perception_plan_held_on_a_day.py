"""An appointment the subject "has" for a day ahead is ahead ("has yoga on Friday", "has a date
with Tom on Saturday", "has lunch with Tom on Friday"): a back-reaching day cue reaches a thing
held by a present "has", "have" or "'ve", as it reaches a progressive. Controls: the past
("had lunch with Tom on Friday"), a day fronted before the event ("On Friday Ana has lunch with
Tom" tells it), and a held thing before "and" + another predicate ("has a sandwich and goes for
a run on Saturday": the sandwich is now)."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

PEOPLE = ["Ana", "Tom", "Kofi"]
HELD = [("yoga", "exercise"), ("a date with Leo", "socialize"), ("lunch with Leo", "eat"),
        ("football practice", "exercise"), ("a massage", "rest")]
DAYS = ["on Friday", "on Saturday", "on Monday", "later tonight", "on the weekend"]


def test_an_appointment_held_for_a_day_ahead_is_ahead(lex):
    cases = [(f"{n} has {h} {d}.", n, k) for n, (h, k), d in itertools.product(PEOPLE, HELD, DAYS)]
    assert len(cases) == 75
    assert [t for t, n, k in cases if k in actual_kinds(lex, t, n)] == []


@pytest.mark.parametrize("who", PEOPLE)
def test_controls_the_past_a_fronted_day_and_a_second_predicate(lex, who):
    assert "eat" in actual_kinds(lex, f"{who} had lunch with Leo on Friday.", who)
    assert "eat" in actual_kinds(lex, f"On Friday {who} has lunch with Leo.", who)
    assert "eat" in actual_kinds(lex, f"{who} has a sandwich and goes for a run on Saturday.", who)
