"""An activity denied does not fill its clause: "there's no quarrel: he and Driss share a plate
of chebakia" keeps the company of the shared meal, as the labelled sets have it. The denied
verb's own partner still gives way to it ("doesn't argue with her mother", "didn't go running
with Tom": no company), and a quarrel that does happen still overrides the company."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

DENIALS = ["There's no quarrel this time: ", "Nobody raises their voice: ",
           "There is no argument: ", "This time there's no row: "]
PAIRS = ["Ana and her uncle", "Ana and Tom", "Ana and the neighbours"]
SHARED = ["share a plate of dates.", "share a pot of tea.", "share a bowl of soup."]


def test_a_denied_quarrel_leaves_the_shared_meal_company(lex) -> None:
    def one_case(denial, pair, shared):
        text = f"{denial}{pair} {shared}"
        kinds = actual_kinds(lex, text, "Ana")
        assert "socialize" in kinds and "conflict" not in kinds, text

    cases = list(itertools.product(DENIALS, PAIRS, SHARED))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana never argues with her uncle.",
    "Ana doesn't argue with her mother.",
    "Ana doesn't fight with Tom over the bill.",
    "Ana didn't go running with Tom.",
    "Ana doesn't spar with Rui today.",
])
def test_the_denied_verbs_own_partner_is_no_company(lex, text):
    assert "socialize" not in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text", [
    "There's a quarrel: Ana and her uncle share a pot of tea.",
    "Ana and Tom argue loudly over a plate of dates.",
])
def test_a_quarrel_that_happens_still_overrides_company(lex, text):
    kinds = actual_kinds(lex, text, "Ana")
    assert "conflict" in kinds and "socialize" not in kinds, text
