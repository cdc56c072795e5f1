"""A comma splice opens a new clause with its own subject ("Passenger wouldn't pay, we had a
proper shouting match"): a cue of the first clause ("would", "will") does not reach the
second (``perception._Segments``, ``_splice_verb``). Without a new subject and verb after the
comma the clause goes on.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

FIRST = ["The passenger wouldn't pay", "The last bus wouldn't come", "The kettle won't boil"]
SECOND = [("we had a proper shouting match on the pavement", "conflict"),
          ("I ate a whole bag of chips", "eat"),
          ("we drank a flask of tea in the shelter", "drink")]


def test_a_spliced_clause_is_not_under_the_first_clauses_cue(lex) -> None:
    def one_case(first, second):
        assert second[1] in actual_kinds(lex, f"{first}, {second[0]}.", "Farid")

    cases = list(itertools.product(FIRST, SECOND))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Farid would eat, drink and sleep if he could.",       # no new subject after the commas
    "Farid will eat later, once the shift is over."])
def test_without_a_new_subject_the_cue_goes_on(lex, text):
    assert "eat" not in actual_kinds(lex, text, "Farid")
