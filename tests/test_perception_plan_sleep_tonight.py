"""A night's sleep told in the present progressive before that night is a plan: "I'm turning in
early tonight", "Ana is having an early night tonight", "is sleeping over at Leo's tonight".
A sleep told without "tonight" ("Ana is sleeping on the sofa"), in the past ("slept badly
tonight") or as a state ("is fast asleep tonight") stays actual.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

SUBJECTS = [("I", "'m"), ("Gulnara", " is"), ("You", "'re"), ("We", "'re")]
SLEEPS = ["turning in early", "having an early night", "sleeping over at Leo's",
          "going to sleep early", "sleeping in the spare room", "napping on the sofa"]


def test_a_sleep_in_the_progressive_before_tonight_is_ahead(lex) -> None:
    def one_case(subject, sleep):
        who, be = subject
        text = f"{who}{be} {sleep} tonight."
        assert not actual_kinds(lex, text, "Gulnara") & {"sleep", "rest"}, text

    cases = list(itertools.product(SUBJECTS, SLEEPS))
    assert failing_cases(one_case, cases) == []


STAY = ["Gulnara is sleeping on the sofa.", "Gulnara slept badly tonight.",
        "Gulnara is fast asleep tonight after the long shift.",
        "Gulnara is sleeping on the sofa, and tonight Leo cooks."]


@pytest.mark.parametrize("text", STAY)
def test_a_sleep_now_or_told_stays_actual(lex, text):
    assert "sleep" in actual_kinds(lex, text, "Gulnara"), text


def test_a_task_in_the_progressive_tonight_stays_now(lex):
    assert "work" in actual_kinds(lex, "Gulnara is working late tonight.", "Gulnara")
