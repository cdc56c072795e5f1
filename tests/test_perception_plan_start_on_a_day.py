"""A start on a day ahead is scheduled: "Tobias starts his first shift on Monday", "Ana begins
training with the club on Saturday" put the shift and the training ahead even in the simple
present. Told in the past ("started her new job on Monday"), fronted ("On Monday Ana starts her
job" tells it) or without a start ("goes for a long bike ride on Saturday") they stay actual.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

SUBJECTS = [("Tobias", "starts", "his"), ("Tobias", "begins", "his"), ("I", "start", "my"),
            ("You", "begin", "your")]
EVENTS = [("work", "{own} first shift as sous-chef"), ("work", "{own} new job at the bank"),
          ("work", "the harvest"), ("exercise", "training with the club")]
DAYS = ["on Monday", "on Friday", "on Saturday"]


def test_a_start_on_a_day_ahead_is_planned(lex) -> None:
    def one_case(subject, event, day):
        who, verb, own_word = subject
        kind, words = event
        text = f"{who} {verb} {words.format(own=own_word)} {day}."
        assert kind not in actual_kinds(lex, text, "Tobias"), text

    cases = list(itertools.product(SUBJECTS, EVENTS, DAYS))
    assert failing_cases(one_case, cases) == []


STAY = [("Tobias started his new job on Monday.", "work"),
        ("Tobias goes for a long bike ride on Saturday.", "exercise"),
        ("Tobias starts work at six.", "work"),
        ("Tobias started training with the club on Saturday.", "exercise")]


@pytest.mark.parametrize("text,kind", STAY)
def test_a_start_told_or_no_start_stays_actual(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Tobias"), text
