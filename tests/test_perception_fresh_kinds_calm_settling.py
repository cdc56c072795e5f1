"""A matter between people gone through or settled with no voice raised is a talk together
(company); the same words with nobody else there, or of others, are not the observer's."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

PAIRS = [("Marta and her brother", "Marta"), ("You and your landlord", "Marta"),
         ("Marta and the two cooks", "Marta")]
MATTERS = ["go through the bills {how}", "sort out the rota {how}", "settle the bill {how}"]
HOWS = ["without a raised voice", "without a cross word", "without one raised voice"]


def test_a_calm_settling_is_company(lex) -> None:
    def one_case(pair, matter, how):
        subject, observer = pair
        text = f"{subject} {matter.format(how=how)}."
        assert "socialize" in actual_kinds(lex, text, observer), text

    cases = list(itertools.product(PAIRS, MATTERS, HOWS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("how", ["settle it amicably", "sort it out calmly"])
def test_others_settling_is_not_the_observers(lex, how):
    text = f"Marta's neighbours {how}."
    assert "socialize" not in actual_kinds(lex, text, "Marta"), text


def test_a_letter_read_calmly_is_no_company(lex):
    text = "Marta reads the letter without a raised voice."
    assert "socialize" not in actual_kinds(lex, text, "Marta"), text


@pytest.mark.parametrize("text", ["Marta comes in from the met mast.",
                                  "Ingrid calls over the handheld to Marta at the met mast.",
                                  "Marta checks the anemometer on the met masts."])
def test_a_met_mast_is_no_one_met(lex, text):
    assert "socialize" not in actual_kinds(lex, text, "Marta"), text


def test_someone_met_by_a_mast_is_still_met(lex):
    assert "socialize" in actual_kinds(lex, "Marta met Bo by the mast.", "Marta")
