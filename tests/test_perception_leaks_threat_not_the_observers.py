"""A threat whose sentence leaves the observer out (", not Ines": an excluded mention) does not
befall them: "It was Tom who nearly drowned, not Ines", "It was the cook who was caught in the
avalanche, not Ines" are Tom's and the cook's. Before session 22 the observer named after the
threat was taken for what it went for ("a van misses you")."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize("text", [
    "It was Tom who nearly drowned, not Ines.",
    "It was the cook who was caught in the avalanche, not Ines.",
])
def test_a_threat_with_the_observer_left_out_is_not_theirs(lex, text):
    assert "danger" not in actual_kinds(lex, text, "Ines"), text
    assert "danger" in other_kinds(lex, text, "Ines"), text


@pytest.mark.parametrize("text", [
    "It was Ines who nearly drowned, not Tom.",
    "A van nearly hits Ines.",
])
def test_a_threat_to_the_observer_stays_theirs(lex, text):
    assert "danger" in actual_kinds(lex, text, "Ines"), text
