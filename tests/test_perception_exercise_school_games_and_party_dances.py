"""School and garden games and a fast party dance are exercise: "plays rounders on the lawn",
"a game of tag in the playground", "plays in goal for the house team", "does the conga round the
marquee" (core.yaml's exercise terms). A rounders pitch slept beside, someone else's game and a
planned or refused one are not the observer's exercise."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

NAMES = ["Ana", "Kwabena", "Teodora"]
GAMES = ["plays rounders on the lawn", "plays tag in the playground",
         "plays in goal for the house team", "does the conga round the marquee",
         "joins a game of tag after lunch", "keeps goal in the staff match"]


def test_school_games_and_party_dances_are_exercise(lex) -> None:
    def one_case(name, game):
        assert "exercise" in actual_kinds(lex, f"{name} {game}.", name)

    cases = list(product(NAMES, GAMES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("game", GAMES)
def test_someone_elses_game_is_not_the_observers(lex, game):
    assert "exercise" not in actual_kinds(lex, f"Mei {game}.", "Ana")


@pytest.mark.parametrize("text", [
    "Ana falls asleep in her deckchair by the rounders pitch.",
    "Ana will play rounders tomorrow after lunch.",
    "Ana doesn't play rounders; she keeps score.",
])
def test_no_game_controls(lex, text):
    assert "exercise" not in actual_kinds(lex, text, "Ana")
