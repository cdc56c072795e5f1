"""A he or she after a handing over is never the "you" or "me" who got it (session 29, round
who): "The nurse brings you soup; she eats it herself" is the nurse's meal; after a named
recipient the recipient keeps it, and "you" keeps what "you" do."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_he_or_she_after_handing_to_you_or_me_is_the_giver(lex) -> None:
    def one_case(text, kind):
        assert actual_kinds(lex, text) == set()
        assert other_kinds(lex, text) == {kind}

    cases = [
        ("The nurse brings you soup; she eats it herself.", "eat"),
        ("The nurse brings you soup; she eats it.", "eat"),
        ("Tom brings you a beer; he drinks it.", "drink"),
        ("Tom gives you a sandwich; he eats it.", "eat"),
        ("Tom hands me a beer; he drinks it himself.", "drink"),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text, observer, kinds", [
    ("Tom hands you a beer and you drink it.", None, {"drink"}),
    ("The nurse feeds you soup.", None, {"eat"}),
    ("Lena hands Ana a plate and she eats.", "Ana", {"eat"}),
    ("The nurse gives Mia a glass of water, and she drinks it.", "Mia", {"drink"}),
])
def test_the_recipient_still_keeps_what_they_do(lex, text, observer, kinds):
    assert actual_kinds(lex, text, observer) == kinds
