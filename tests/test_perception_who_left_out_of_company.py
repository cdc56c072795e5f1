"""Socialize precision: the observer left out, excluded or shut out of a gathering has no part
in it ("Ana is left out of the card game", "is excluded from the toast", "feels shut out of
the crew's banter"); leaving someone else out keeps her own game ("Ana leaves Tom out of the
card game"), and playing with the crew stays company.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds

OBS = "Ana"


@pytest.mark.parametrize("text", [
    "Ana is left out of the card game.",
    "Ana is excluded from the toast.",
    "Ana feels shut out of the crew's banter.",
])
def test_left_out_of_a_gathering_is_no_company(lex, text):
    assert "socialize" not in actual_kinds(lex, text, OBS)


@pytest.mark.parametrize("text", [
    "Ana leaves Tom out of the card game.",
    "Ana plays cards with the crew.",
])
def test_her_own_game_keeps_company(lex, text):
    assert "socialize" in actual_kinds(lex, text, OBS)
