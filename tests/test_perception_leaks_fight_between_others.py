"""A shared act (a fight, a row, a chat) followed by "between" or "among" and its parties
belongs to those parties when they are all someone else: "a fight between two guests", "a row
between her parents", "a quarrel among the cooks" are theirs, whoever else the sentence names
("Security broke up a fight between two guests while Marguerite watched the CCTV": before
session 22 the fight had no subject and went to the observer). The observer among the parties
stays one ("a fight between Ana and Tom"); a word after a preposition is no party ("a fight
between classes with Tom")."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_a_fight_between_others_is_theirs(lex) -> None:
    def one_case(text):
        assert "conflict" not in actual_kinds(lex, text, "Ana"), text
        assert "conflict" in other_kinds(lex, text, "Ana"), text

    cases = [
        "Security broke up a fight between two guests while Ana watched the CCTV.",
        "There's a fight between two guests in the corridor.",
        "A fight between two guests broke out.",
        "Ana witnessed a fight between her parents and Tom.",
        "Ana stopped a brawl between the twins.",
        "A quarrel broke out among the cooks.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "A fight between Ana and Tom broke out.",
    "Ana has a fight between classes with Tom.",
    "Ana gets into a fight with two guests.",
])
def test_the_observer_as_a_party_keeps_the_fight(lex, text):
    assert "conflict" in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text", [
    "Ana had a chat between sets with Tom.",
    "Ana sat between her aunts and chatted all evening.",
])
def test_company_with_between_in_the_sentence_stays(lex, text):
    assert "socialize" in actual_kinds(lex, text, "Ana"), text
