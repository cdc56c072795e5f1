"""Scaffolding as a trade is work (session 30, round fresh127): "is scaffolding round the flare
tip" (and its common misspelling), "task: scaffold erection"; scaffolding that is there, or
lands nearby, is a structure."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text", [
    "Callum is scaffoldng round the flare tip with the rope-access crew",
    "Callum is scaffolding the east face.",
    "Callum is scaffolding on the cellar deck.",
    "Callum was scaffolding around the chimney all morning.",
    "PTW #4471 | holder: Callum Lie | task: scaffold erection, cellar deck east | status: ACTIVE",
])
def test_scaffolding_as_a_trade_is_work(lex, text):
    assert actual_kinds(lex, text, "Callum") == {"work"}


@pytest.mark.parametrize("text, kinds", [
    ("There is scaffolding on the house.", set()),
    ("There's scaffolding round the chimney.", set()),
    ("Callum walks past the scaffolding on his way to the shop.", {"walk"}),
])
def test_scaffolding_that_stands_there_is_no_work(lex, text, kinds):
    assert actual_kinds(lex, text, "Callum") == kinds
