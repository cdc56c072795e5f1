"""An illness fought or battled is illness, not a row: "you're fighting a cold", "battling the
flu" (illness terms, session 24); an illness or the cold after "fight" is one of
``conflict.things.objects``, so "fighting a nasty cold" or "fights off the cold with a flask of
tea" is no conflict either. A person fought stays a row."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_an_illness_fought_is_the_observers_illness_and_no_row(lex) -> None:
    def one_case(text):
        kinds = actual_kinds(lex, text)
        assert "illness" in kinds and "conflict" not in kinds

    cases = [
        "You are battling a cold.",
        "Your throat is raw; you're fighting a cold.",
        "You are fighting the flu and stay under the duvet.",
        "Fighting off a virus, you skip the gym.",
        "You battle a fever all night.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "You are fighting a nasty cold.",
    "You fight off the cold with a flask of tea.",
    "You spend the week fighting a stubborn cough.",
])
def test_an_illness_or_the_cold_after_fight_is_no_row(lex, text):
    assert "conflict" not in actual_kinds(lex, text)


def test_someone_elses_illness_fought_is_theirs(lex):
    text = "Tom is fighting a cold."
    assert actual_kinds(lex, text) == set() and "illness" in other_kinds(lex, text)


@pytest.mark.parametrize("text", [
    "You fight Tom in the cold rain.",
    "You fight with your brother over the remote.",
    "You get into a fight at the bar.",
])
def test_a_person_fought_stays_a_row(lex, text):
    assert "conflict" in actual_kinds(lex, text)
