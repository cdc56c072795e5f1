"""A hazard told only by what the water or the ground does needs that noun as the verb's subject
in one clause: "Ines gulps down a glass of cold water after climbing the stairs" is a drink, no
water climbing; "the water is climbing up the steps of the house" is a threat."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

DRINKS = ["gulps down a glass of cold water", "drinks a bottle of water",
          "sips some river water"]
LINKS = ["after climbing the stairs", "before rising from the bench", "while sliding the tray in",
         "since rising at six", "then climbing into bed"]


def test_a_link_between_water_and_a_verb_is_no_hazard(lex) -> None:
    def one_case(drink, link):
        text = f"Ines {drink} {link}."
        assert "danger" not in actual_kinds(lex, text, "Ines"), text

    cases = list(itertools.product(DRINKS, LINKS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", ["The water is climbing up the steps of Ines's house.",
                                  "The river beside the estate is rising fast.",
                                  "The ice creaks and splits under Ines."])
def test_the_waters_own_verb_is_a_threat(lex, text):
    assert "danger" in actual_kinds(lex, text, "Ines"), text
