"""Korean instant noodles and a packed lunch box are food by their own names (session 31,
round fresh137): "slurping a cup of Shin Ramyun" is eating, not a cup drunk, and a cup of
ramyeon waited over is nothing yet.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Ana"


def test_a_cup_or_bowl_of_ramyeon_eaten_is_eating(lex) -> None:
    def one_case(verb, dish):
        assert actual_kinds(lex, f"Ana {verb} {dish} at the window counter.", OBSERVER) \
            == {"eat"}

    cases = list(itertools.product(
        ["is slurping", "slurps down", "has", "eats", "finishes"],
        ["a cup of Shin Ramyun", "a cup of ramyeon", "a bowl of ramyun", "her ramyeon",
         "her dosirak", "a plate of mandu"]))
    assert failing_cases(one_case, cases) == []


def test_ramyeon_waited_over_or_bought_is_not_eaten(lex) -> None:
    for text in ["Ana stands over her steaming cup of ramyeon, chopsticks ready.",
                 "Ana buys three packets of ramyeon for the weekend."]:
        assert actual_kinds(lex, text, OBSERVER) == set()


def test_someone_elses_dosirak_is_theirs(lex) -> None:
    text = "Ana revises vocabulary cards while her deskmate eats a dosirak."
    assert "eat" not in actual_kinds(lex, text, OBSERVER)
    assert "eat" in other_kinds(lex, text, OBSERVER)
