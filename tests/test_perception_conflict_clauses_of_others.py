"""Session 23 (leaks): a row told in a clause with its own subject is that subject's.

Two clause shapes after the observer's name reported someone else's row as the observer's:

* a place's "where" clause with its own subject, even a row's noun as that subject ("hurries
  past the bar where a fight has broken out", "is at the match where two players start
  fighting"): the clause tells what goes on there (perception._place_clause_between);
* an indirect question's "he"/"she" meaning someone else ("asks Tom why he was shouting at
  Pedro"): the subject of the question's clause, as a name there already is (session 22).

A "where" clause or a question about the observer ("the pub where she argues with Tom", "Tom
asks Ana why she was yelling") stays theirs.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Ana"


@pytest.mark.parametrize("text", [
    "Ana hurries past the bar where a fight has broken out.",
    "Ana is at the match where two players start fighting.",
    "Ana walks into the canteen where a heated argument is going on.",
    "Ana goes to the bar where the argument starts.",
])
def test_a_row_in_a_place_clause_is_its_own(lex, text):
    assert "conflict" not in actual_kinds(lex, text, OBSERVER)
    assert "conflict" in other_kinds(lex, text, OBSERVER)


def test_an_indirect_questions_pronoun_is_someone_else(lex) -> None:
    def one_case(text):
        observer = None if text.startswith("You") else OBSERVER
        assert "conflict" not in actual_kinds(lex, text, observer)
        assert "conflict" in other_kinds(lex, text, observer)

    cases = [
        "Ana asks Tom why he argued with Pedro.",
        "Ana asks Tom why he was shouting at Pedro.",
        "Ana asks Tom how he got into a fight.",
        "Ana asks Mia why she was yelling at Pedro.",
        "You ask Tom why he was fighting.",
        "Ana asks the two boys why they were fighting.",
    ]
    assert failing_cases(one_case, cases) == []


def test_the_observers_own_rows_stay(lex) -> None:
    def one_case(text):
        assert "conflict" in actual_kinds(lex, text, OBSERVER)

    cases = [
        "Ana goes to the pub where she argues with Tom.",
        "Ana goes to the market where a man starts a fight with her.",
        "Ana goes to the bar where she gets into a fight.",
        "Ana goes to the market, where she gets into a row with a trader.",
        "Tom asks Ana why she was yelling at Pedro.",
        "Ana asks Tom why she has to argue with Pedro.",
    ]
    assert failing_cases(one_case, cases) == []
