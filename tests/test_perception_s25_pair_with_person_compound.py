"""Session 25 (who did what): a pair with the observer whose second member is a compound of two
person words ("the host family", "her host family").

Class: "Mariam and the host famly shared boortsg and tea": "host" and "family" are both person
words, and the first only modifies the second; the head, not a new subject after the pair, is
the pair's member, so the shared meal is the observer's too. Unchanged: a comma and a new
subject after the pair ("Mariam and the nurse, the doctor eats toast": the doctor's), and a
compound that names someone else alone ("the host family eats while Mariam cooks").
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds

PAIRS = [
    ("Mariam and the host famly shared boortsg and tea and tallked for hours", "eat"),
    ("Mariam and the host family shared dumplings and tea.", "drink"),
    ("Mariam and her host family share a pot of stew.", "eat"),
]


@pytest.mark.parametrize("text,kind", PAIRS)
def test_the_compound_is_the_pairs_member(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Mariam"), text


@pytest.mark.parametrize("text", ["Mariam and the nurse, the doctor eats toast.",
                                  "The host family eats while Mariam cooks."])
def test_someone_else_named_alone_stays_theirs(lex, text):
    assert "eat" not in actual_kinds(lex, text, "Mariam"), text
    assert "eat" in other_kinds(lex, text, "Mariam"), text
