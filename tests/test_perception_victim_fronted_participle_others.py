"""A fronted participle phrase's threat is its subject's, even with the observer named later (s21).

"Caught in the avalanche, the skier is dug out by Ana" was Ana's danger: a threat followed by
the observer's name in its clause is read as aimed at her ("a van misses you"). The phrase
describes the one named right after its comma, so the skier's; the observer as that one keeps
it ("Caught in the avalanche, Ana is dug out by the skier").
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text", [
    "Caught in the avalanche, the skier is dug out by Ana.",
    "Trapped by the rising tide, the fisherman is winched up by Ana.",
    "Caught in the rip current, the swimmer waves to Ana.",
])
def test_the_phrase_is_the_other_ones(lex, text):
    assert "danger" not in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("text,observer", [
    ("Caught in the avalanche, Ana is dug out by the skier.", "Ana"),
    ("Caught in the rip current, you wave to the lifeguard.", None),
    ("Caught in the blizzard, Tom and Ana dig a snow hole.", "Ana"),
])
def test_the_observer_after_the_comma_keeps_it(lex, text, observer):
    assert "danger" in actual_kinds(lex, text, observer)
