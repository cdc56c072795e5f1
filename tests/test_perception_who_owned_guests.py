"""Who did what: someone's own guests or visitors ("her guests", "his visitors") are people
even where the same words are a hosting term's object, so what they do as a subject is theirs
("Ana pours the wine; her guests drink and chat until midnight"). Negative controls: hosting
one's own guests stays company ("Ana offers her guests wine", "pours wine for her guests"),
and the observer among them ("Ana and her guests eat cake") still eats."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OBSERVERS = [("Ana", "her"), ("Kofi", "his")]
GUESTS = ["guests", "visitors"]
ACTS = [("drink", "drink the wine"), ("eat", "eat the cake"), ("sleep", "sleep in the spare room"),
        ("conflict", "argue about politics")]
OPENERS = ["{o} sits down;", "{o} tidies the kitchen while", "{o} opens a window, and"]


def test_owned_guests_do_their_own(lex) -> None:
    def one_case(obs, guests, act, opener):
        name, poss = obs
        kind, phrase = act
        text = f"{opener.format(o=name)} {poss} {guests} {phrase}."
        assert kind not in actual_kinds(lex, text, name), text

    cases = list(itertools.product(
        OBSERVERS, GUESTS, ACTS, OPENERS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("obs,guests,frame", list(itertools.product(
    OBSERVERS, GUESTS, ["{o} offers {p} {g} wine.", "{o} pours wine for {p} {g}."])))
def test_hosting_own_guests_is_company(lex, obs, guests, frame):
    name, poss = obs
    text = frame.format(o=name, p=poss, g=guests)
    assert "socialize" in actual_kinds(lex, text, name), text


@pytest.mark.parametrize("obs,guests", list(itertools.product(OBSERVERS, GUESTS)))
def test_observer_among_own_guests(lex, obs, guests):
    name, poss = obs
    text = f"{name} and {poss} {guests} eat cake."
    assert "eat" in actual_kinds(lex, text, name), text
