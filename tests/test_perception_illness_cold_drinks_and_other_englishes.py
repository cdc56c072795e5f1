""""A cold" before a drink is the drink's adjective, not a cold caught ("has a cold beer at the
joint" gave an illness and no drink); an upset gut and a cold in the words of other Englishes
and of slang ("loose motions", "catarrh", "the squits", "my stomach is upset"); a faint from the
heat; and games written another way ("kho-kho", "plays hurling", "a polo match").

The illness kind's ``not_before`` gains drinks, meals, washes and weather after "a cold", and the
drink kind's verb "have a cold" takes the drink after it. A cold had, with a cough or all week,
stays an illness.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases


def test_a_cold_drink_is_drunk_not_caught(lex) -> None:
    def one_case(subject, drink):
        got = actual_kinds(lex, f"{subject} a cold {drink} at the joint.", "Ana")
        assert "drink" in got
        assert "illness" not in got

    cases = list(itertools.product(
        ["Ana has", "You have", "I had"], ["beer", "lager", "coke", "cider", "glass of water"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana has a cold shower after the match.",
    "Ana gets a cold reception from the host.",
    "Ana has a cold plate of rice.",
])
def test_a_cold_wash_meal_or_welcome_is_no_illness(lex, text):
    assert "illness" not in actual_kinds(lex, text, "Ana")


def test_the_illness_is_read(lex) -> None:
    def one_case(text):
        assert "illness" in actual_kinds(lex, text, "Ana")

    cases = [
        "Ana has a cold.",
        "Ana has a cold and a cough.",
        "Ana has had a cold all week.",
        "Ana has loose motions since the station samosas.",
        "Ana has catarrh and a headache.",
        "Ana has the squits.",
        "Ana has a gippy tummy.",
        "Ana's stomach is upset.",
        "My tummy is upset after the street food.",
        "Ana has a raging temperature.",
        "Ana's glands are up.",
        "Ana passes out from the heat on the platform.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana plays kho-kho at school.",
    "Ana plays hurling on Sunday.",
    "Ana plays polo on the lawn.",
    "Ana fights in a dambe bout.",
    "Ana does mallakhamb on the pole.",
])
def test_games_written_another_way_are_exercise(lex, text):
    assert "exercise" in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("text", [
    "Ana wears a polo shirt.",
    "The fans are hurling abuse at the referee while Ana watches.",
])
def test_hurling_and_polo_bare_are_no_game(lex, text):
    assert "exercise" not in actual_kinds(lex, text, "Ana")
