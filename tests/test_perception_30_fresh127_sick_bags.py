"""A bag to be sick into is a supply, no illness (session 30, round fresh127): "sorts the
plasters, cold packs and sickness bags" is no one ill; being sick into one still is."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize("text, kinds", [
    ("Liv sorts the plasters, cold packs and sickness bags in the medic's store.", set()),
    ("Liv restocks the sick bags.", {"work"}),
    ("Liv hands out sickness bags on the ferry.", set()),
    ("Liv restocks the vomit bags.", {"work"}),
])
def test_a_sick_bag_is_a_supply(lex, text, kinds):
    assert actual_kinds(lex, text, "Liv") == kinds
    assert "illness" not in other_kinds(lex, text, "Liv")


@pytest.mark.parametrize("text", [
    "Liv throws up in the sick bag.",
    "Liv is sick into a bag.",
])
def test_being_sick_into_one_is_still_illness(lex, text):
    assert actual_kinds(lex, text, "Liv") == {"illness"}
