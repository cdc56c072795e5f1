"""Spreads known by a brand are foods, so "with Nutella" names no one to eat with.

Session 37, round fresh194: "Mariam eats a crêpe with Nutella at the kiosk by the gate" (its
"crêpe" written decomposed) had been company too. Eat's ``objects`` now hold "nutella",
"marmite" and "vegemite" (a snack's weight); a person after "with" stays company.
"""

import unicodedata

from helpers import actual_kinds, failing_cases


def test_a_spread_is_no_company(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Mariam", unicodedata.normalize(
            "NFD", "Mariam eats a crêpe with Nutella at the kiosk by the gate."), {"eat"}),
        ("Mariam", "Mariam eats toast with Marmite.", {"eat"}),
        ("Mariam", "Mariam eats a crêpe with Sara.", {"eat", "socialize"}),
        ("Mariam", "Mariam buys a jar of Nutella.", set()),
    ]) == []
