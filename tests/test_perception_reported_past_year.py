"""A year long gone dates what is told of it: "A storm nearly toppled the tower in 1890", "was
torpedoed in 1943", "the canteen fire of 1998" are history, not now. The telling itself is
now ("tells Bo about the great canteen fire of 1998", "Your grandmother, who was a rider with
this circus in 1962, tells you ..."), and a year that dates a making, a birth or a vintage
dates no event ("built in 1890", "born in 1990", "a glass of 2015 Rioja", "since 1998")."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

NAMES = ["Bo", "Mara", "Kofi", "Ines"]
YEARS = ["1890", "1943", "1962", "1998", "2010"]
EVENTS = [("a storm nearly toppled the lighthouse", "danger"),
          ("{n} ran the ferry marathon", "exercise"),
          ("{n} broke a leg falling from the trapeze", "injury"),
          ("a fire swept through the vineyard", "danger")]


def test_an_event_dated_by_a_past_year_is_not_now(lex):
    cases = [(f"{e.format(n=n)[0].upper()}{e.format(n=n)[1:]} in {y}.", kind, n)
             for (e, kind), y, n in itertools.product(EVENTS, YEARS, NAMES)]
    cases += [(f"In {y} {e.format(n=n)}.", kind, n)
              for (e, kind), y, n in itertools.product(EVENTS, YEARS, NAMES)]
    assert [t for t, kind, n in cases if kind in actual_kinds(lex, t, n)] == []


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("year", YEARS)
def test_the_telling_of_a_past_year_is_now(lex, name, year):
    assert "socialize" in actual_kinds(
        lex, f"Grandpa tells {name} about the great canteen fire of {year}.", name)
    assert "socialize" in actual_kinds(
        lex, f"Your grandmother, who was a rider with this circus in {year}, tells you "
             f"about her first show.", "You")


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("text,kind", [
    ("The lighthouse, built in 1890, is where {n} eats lunch.", "eat"),
    ("{n} was born in 1990 and eats porridge every day.", "eat"),
    ("{n} drinks a glass of 2015 Rioja.", "drink"),
    ("{n} has lived here since 1998 and swims every morning.", "exercise")])
def test_a_year_of_making_birth_or_vintage_dates_no_event(lex, name, text, kind):
    assert kind in actual_kinds(lex, text.format(n=name), name)
