"""The observer's talk in a sentence where they actually quarrel is the quarrel's words, no
company (session 23). A companion word already gave way to a conflict in its clause; now any
talk of the observer's in the quarrel's sentence does ("you tell him he's wrong, he calls you
a liar", "exchange a few sharp words over the parking, then shake hands"). The labelled sets
almost never count a quarrel's sentence as company too.

Traps: a quarrel denied ("nobody raises their voice"), someone else's quarrel, and company in
another sentence stay company."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text, observer", [
    ("The ticket inspector says your railcard has expired; you tell him he's wrong, he calls "
     "you a liar, and the whole carriage turns to stare.", None),
    ("Babatunde and the bride's uncle exchange a few sharp words over the parking, then shake "
     "hands.", "Babatunde"),
    ("Ana tells her brother he is a liar and they have a blazing row.", "Ana"),
])
def test_a_quarrels_talk_is_no_company(lex, text, observer):
    kinds = actual_kinds(lex, text, observer)
    assert "conflict" in kinds
    assert "socialize" not in kinds


@pytest.mark.parametrize("text, observer", [
    ("Ana and her landlord settle it calmly over a cup of tea; nobody raises their voice.",
     "Ana"),
    ("Ana chats with her sister while two drunks have a blazing row outside.", "Ana"),
    ("Ana and Tom argued about the rota. Later they shared a beer.", "Ana"),
])
def test_company_beside_a_quarrel_stays(lex, text, observer):
    assert "socialize" in actual_kinds(lex, text, observer)
