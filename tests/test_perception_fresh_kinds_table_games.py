"""Table games for several players named by their own names (five hundred, canasta, parqués,
mahjong, spades) are company, as poker and dominoes are; a game played alone (solitaire,
patience) stays rest."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

WHO = [("Marta and Bo are", "Marta"), ("You and Bo are", "Marta"),
       ("Marta, Bo and Lin are", "Marta")]
GAMES = ["five hundred", "canasta", "euchre", "parqués", "parchís", "ludo", "mahjong", "spades",
         "rummikub", "pictionary", "carrom", "truco"]


def test_a_table_game_for_several_is_company(lex) -> None:
    def one_case(who, game):
        subject, observer = who
        text = f"{subject} playing {game} at the long table."
        assert "socialize" in actual_kinds(lex, text, observer), text

    cases = list(itertools.product(WHO, GAMES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("game", ["solitaire", "patience"])
def test_a_game_played_alone_is_rest_not_company(lex, game):
    text = f"Marta plays {game} on her bunk."
    got = actual_kinds(lex, text, "Marta")
    assert "socialize" not in got and "rest" in got, text
