"""A game played against a machine has no partner ("Pelt plays chess against the station
computer in his free hour", "playing chess against the computer on the day-room tablet"); the
same game against a person is company."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

OBSERVER = "Walter"


def social_self(lex, text: str) -> bool:
    return any(e.kind == "socialize" for e in perceive(text, lex, observer=OBSERVER)
               if e.is_actual_self)


GAMES = ["plays chess", "is playing chess", "plays poker", "plays draughts", "plays backgammon",
         "plays cards"]
MACHINES = ["the computer", "the station computer", "the AI on his phone", "a chess engine",
            "the machine", "the old laptop"]


def test_a_game_against_a_machine_is_no_company(lex):
    cases = [f"Walter {g} against {m} in his free hour."
             for g, m in itertools.product(GAMES, MACHINES)]
    assert len(cases) == 36
    assert [c for c in cases if social_self(lex, c)] == []


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("person", ["his grandson", "Dmitri", "the warden", "two old friends"])
def test_a_game_against_a_person_is_company(lex, game, person):
    assert social_self(lex, f"Walter {game} against {person} in his free hour.")
