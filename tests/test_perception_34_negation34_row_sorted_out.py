"""A row sorted out is talked over, no row now (session 34, round negation34).

* A row word right after "sort out", "iron out", "work out", "thrash out", "hash out" or
  "talk through" (an article, an owner or a modifier between allowed: conflict `settled`, as
  "settle" and "resolve" were) is the talk that settles it: "Jonas and the neighbour sort out
  the hedge dispute over a beer; neither of them loses their temper" is company and a drink.
* Controls: a row had before sorting out something else, and a row about who sorts out a
  thing, stay rows.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_row_sorted_out_is_talk(lex) -> None:
    def one_case(text, want):
        assert actual_kinds(lex, text, "Jonas") == want, text

    cases = [
        ("Jonas and the neighbour sort out the hedge dispute over a beer on the porch; neither "
         "of them loses their temper.", {"socialize", "drink"}),
        ("Jonas and his landlady sort out the fence argument over a cup of tea; nobody gets "
         "angry.", {"socialize", "drink"}),
        ("Jonas and the foreman iron out the argument about the rota calmly.", {"socialize"}),
        ("Jonas thrashes out the quarrel about the inheritance by letter.", set()),
        ("Jonas and the tenant talk through the dispute calmly.", {"socialize"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_row_had_stays_a_row(lex) -> None:
    def one_case(text):
        assert "conflict" in actual_kinds(lex, text, "Jonas"), text

    cases = [
        "Jonas and Tom have a row about the rota, then sort out the bins.",
        "Jonas and Tom argue about who will sort out the bins.",
        "Jonas has a blazing argument with his brother.",
    ]
    assert failing_cases(one_case, cases) == []
