"""Who did what: a visit or a call by the observer's relative that names a place as its goal
("Ana's sister pays a visit to the ward", "pays a quick visit to the site office") goes to that
place, not to the observer through the possessive. Negative controls: a call naming no goal
("Ana's sister calls from Lisbon") and a visit to the observer herself stay hers."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OWNERS = ["Ana's sister", "Ana's uncle", "her cousin", "her neighbour"]
GOALS = ["pays a visit to the ward", "pays a visit to the market",
         "pays a quick visit to the site office"]


def test_visit_to_a_place_is_no_company(lex) -> None:
    def one_case(owner, goal):
        assert "socialize" not in actual_kinds(lex, f"Ana lies in bed while {owner} {goal}.", "Ana")

    cases = list(itertools.product(OWNERS, GOALS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana's sister calls from Lisbon.",
    "Ana's sister pays a visit to Ana.",
    "Ana's sister pays a visit to Ana's flat.",
])
def test_visit_or_call_to_the_observer_stays_hers(lex, text):
    assert "socialize" in actual_kinds(lex, text, "Ana")
