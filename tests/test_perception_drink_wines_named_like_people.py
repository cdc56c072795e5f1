"""Wines named like people or places ("a glass of Vin Santo", "Amarone", "Moscato") are drinks
the lexicon knows, so no one is named by them and the next clause stays the drinker's ("drinking
a glass of Vin Santo and dunking almond biscuits in it": ate and drank)."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

WINES = ["Vin Santo", "Amarone", "Moscato", "Barolo", "Valpolicella", "Sauternes", "Tokaji",
         "Vinho Verde", "Passito"]
FOLLOW = ["dunking almond biscuits in it", "eating almond biscuits", "nibbling a biscotto"]


def test_a_named_wine_is_no_person(lex) -> None:
    def one_case(wine, follow):
        text = f"Farid is drinking a glass of {wine} and {follow}."
        assert actual_kinds(lex, text, "Farid") == {"drink", "eat"}

    cases = list(product(WINES, FOLLOW))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("wine", WINES)
def test_a_named_wine_had_is_drunk(lex, wine):
    assert actual_kinds(lex, f"Farid has a glass of {wine}.", "Farid") == {"drink"}


def test_no_drink_controls(lex) -> None:
    def one_case(wine, text):
        assert "drink" not in actual_kinds(lex, text.format(w=wine), "Farid")

    cases = list(product(WINES, [
        "Mei is drinking a glass of {w} and eating almond biscuits.",
        "Farid orders a bottle of {w} for tomorrow's dinner.",
        "Farid reads the label on a bottle of {w}.",
    ]))
    assert failing_cases(one_case, cases) == []
