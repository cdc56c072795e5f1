"""A "when" clause right after a year long gone (session 29, round fresh124): "remembers the
drought of 2011, when he drove for three days without sleep" tells of that time, so what the
clause holds is reported, and a rest told now beside it stays ("Lying in the hammock, ...")."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_a_when_clause_of_a_past_year_is_told_of_that_time(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ada") == kinds

    cases = [
        ("Lying in the hammock, Ada remembers the drought of 2011, when she drove for three days"
         " without sleep.", {"rest"}),
        ("Ada remembers the summer of 2011, when she ate nothing but rice.", set()),
        ("In the winter of 2010, when the pipes froze, Ada slept in her coat.", set()),
        ("Ada thinks back to the floods of 1998, when she swam to the roof.", set()),
        ("Ada often recalls the famine of 1984, when she ate leaves.", set()),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text, kinds", [
    ("Ada remembers the drought of 2011. Now she eats rice.", {"eat"}),
    ("Ada remembers the drought of 2011; now she eats rice in the truck.", {"eat"}),
])
def test_the_next_sentence_or_part_is_now(lex, text, kinds):
    assert actual_kinds(lex, text, "Ada") == kinds
