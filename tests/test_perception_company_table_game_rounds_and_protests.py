"""A round, a hand or a frame of a table game is a game played with others, like "a game of
cards" ("playing a round of Cheat with two backpackers", "a hand of poker with the night crew",
"a frame of snooker with his dad"); a protest joined or a picket line stood on is time spent
with the others there ("joins the protest outside parliament", "is on the picket line with her
colleagues"). Someone else's game or protest is not the observer's, nor one not joined."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBS = "Wiremu"


ROUNDS = ["a round of cards", "a hand of poker", "a round of Cheat", "a frame of snooker",
          "a game of mahjong", "a game of dominoes"]
WHOM = ["two backpackers", "his dad", "the night crew"]
PLAYS = ["is playing", "plays", "played"]


def test_a_round_of_a_table_game_is_company(lex):
    cases = [f"{OBS} {p} {r} with {w}." for p, r, w in itertools.product(PLAYS, ROUNDS, WHOM)]
    assert len(cases) == 54
    assert [t for t in cases if "socialize" not in actual_kinds(lex, t, OBS)] == []


@pytest.mark.parametrize("game", ROUNDS)
def test_someone_elses_round_is_not_the_observers(lex, game):
    assert "socialize" not in actual_kinds(
        lex, f"Tom plays {game} with his mates while {OBS} sleeps.", OBS)


@pytest.mark.parametrize("game", ["a hand of poker", "a round of cards"])
def test_a_round_not_played_is_none(lex, game):
    assert "socialize" not in actual_kinds(lex, f"{OBS} did not play {game} tonight.", OBS)


def test_a_game_alone_on_a_phone_is_no_company(lex):
    assert "socialize" not in actual_kinds(lex, f"{OBS} plays a game of solitaire on his phone.",
                                           OBS)


PROTESTS = ["joins the protest outside parliament", "joined the march through the city centre",
            "is on the picket line with her colleagues", "joins a rally against the cuts",
            "marches with the union through the city"]


@pytest.mark.parametrize("text", PROTESTS)
def test_a_protest_joined_is_company(lex, text):
    assert "socialize" in actual_kinds(lex, f"Saoirse {text}.", "Saoirse")


@pytest.mark.parametrize("text", ["Her brother joins the protest while Saoirse works.",
                                  "Saoirse didn't join the protest.",
                                  "Saoirse watches the march from her window."])
def test_a_protest_not_joined_by_the_observer_is_none(lex, text):
    assert "socialize" not in actual_kinds(lex, text, "Saoirse")
