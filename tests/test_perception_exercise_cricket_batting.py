"""A batter at the crease plays cricket: "while she's batting", "goes in to bat", "bowls an
over" (core.yaml's exercise terms). Lashes batted, "without batting an eyelid", questions batted
away and a batting average or order are no innings (exceptions); someone else batting, a
planned or negated innings are not the observer's exercise."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

PLAYERS = ["Akosua", "Bilal", "Teodora"]
INNINGS = ["is batting", "was batting", "goes in to bat", "is at the crease", "bowls an over",
           "is batting for the second eleven", "bowls a maiden"]


def test_batting_and_bowling_are_exercise(lex) -> None:
    def one_case(name, what):
        assert "exercise" in actual_kinds(lex, f"{name} {what}.", name)

    cases = list(product(PLAYERS, INNINGS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("name", ["Akosua", "Teodora", "Dalia"])
def test_a_ball_hitting_the_batter_keeps_the_innings(lex, name):
    text = f"The ball smacks into {name}'s helmet while she's batting, but she's unhurt."
    assert "exercise" in actual_kinds(lex, text, name)


def test_someone_else_batting_is_not_the_observers(lex) -> None:
    def one_case(name, what):
        assert "exercise" not in actual_kinds(lex, f"{name} {what}.", "Hamza")

    cases = list(product(PLAYERS, INNINGS))
    assert failing_cases(one_case, cases) == []


def test_no_innings_controls(lex) -> None:
    def one_case(name, text):
        assert "exercise" not in actual_kinds(lex, text.format(n=name), name)

    cases = list(product(PLAYERS, [
        "{n} signs the form without batting an eyelid.",
        "{n} is batting her eyelashes at the umpire.",
        "{n} keeps batting away the reporters' questions.",
        "{n} checks her batting average on the scoreboard.",
        "{n} will be batting after lunch tomorrow.",
        "{n} isn't batting today.",
    ]))
    assert failing_cases(one_case, cases) == []
