"""A shop's chillers and drinks fridges stocked are a shop worker's task (session 37, round
fresh195: a Tokyo convenience store night shift): "I stocked the drinks fridge while Kenji-san
and the bread driver shouted at each other" is work, the shouting theirs. Controls: a home's
fridge stocked for the week and stocking up on beer stay none.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_chillers_and_drinks_fridges_stocked_are_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Tuan") == {"work"}, text

    cases = ["I stocked the drinks fridge while Kenji-san and the bread driver shouted at each "
             "other over three missing crates.",
             "Tuan stocks the chiller.", "Tuan is stocking the coolers."]
    assert failing_cases(one_case, cases) == []
    assert "conflict" in other_kinds(lex, cases[0], "Tuan")


def test_controls_a_home_s_stock_stays_none(lex) -> None:
    assert actual_kinds(lex, "Tuan stocks the fridge for the week.", "Tuan") == set()
    assert actual_kinds(lex, "Tuan stocks up on beer.", "Tuan") == set()
