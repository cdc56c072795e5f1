"""Drinks tallied so far by a count and how far in ("Dan: two pints in and feeling good",
"is three coffees deep by nine") were drunk: counting how far into one's drinks one is says
they were had. The tally must end its phrase (a comma, "and", "by", the end), so drinks put
"in the fridge" or set "down" are none, and someone else's tally is theirs."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Dan"


def test_a_tally_of_drinks_is_drinking(lex) -> None:
    def one_case(text):
        assert "drink" in actual_kinds(lex, text, OBSERVER)

    cases = [
        "Dan: two pints in and feeling good",
        "Dan is three coffees deep by nine.",
        "Dan is 3 glasses of wine in, and chatty.",
        "Two pints in, Dan starts singing.",
        "Dan is four cold beers in now.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Dan puts two pints in the fridge.",
    "Dan sets two pints down on the table.",
    "Dan carries three coffees in a cardboard tray.",
])
def test_drinks_put_somewhere_are_no_tally(lex, text):
    assert "drink" not in actual_kinds(lex, text, OBSERVER)


def test_someone_elses_tally_is_theirs(lex):
    text = "Dan's mates are four pints in and getting loud."
    assert "drink" not in actual_kinds(lex, text, OBSERVER)
    assert "drink" in other_kinds(lex, text, OBSERVER)
