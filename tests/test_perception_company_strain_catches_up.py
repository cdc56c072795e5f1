"""A strain or a state that catches up with someone is no one met.

"The heat and the noise catch up with you: your head spins" names no company: the word right
before the term (socialize's ``not_after``) names what caught up. Someone who catches up with
a person ("catches up with her sister over coffee") and a talk after such a word set off by a
comma or a preposition ("Away from the noise, Temitope chats with her sister") stay company.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

STRAINS = ["The heat", "The heat and the noise", "The tiredness", "The exhaustion",
           "The jet lag", "The altitude", "Reality", "The hangover"]
WHOM = ["you", "Temitope", "her"]


def test_strain_catching_up_is_no_company(lex) -> None:
    def one_case(strain, whom):
        verb = "catch" if " and " in strain else "catches"
        assert "socialize" not in actual_kinds(lex, f"{strain} {verb} up with {whom}.", "Temitope")

    cases = list(itertools.product(STRAINS, WHOM))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Temitope catches up with her sister over coffee.",
    "Away from the noise, Temitope chats with her sister.",
    "In the heat Temitope chats with her sister.",
    "After the heat of the day, Temitope catches up with her cousins."])
def test_people_catching_up_stay_company(lex, text):
    assert "socialize" in actual_kinds(lex, text, "Temitope")
