"""Bracing for a hard or a bumpy landing is the threat, as bracing for a rough one was (session
30, round fresh127); an order to brace keeps its mode as "brace for impact" does."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize("text", [
    "Astrid braces for a bumpy landing as the helicopter drops.",
    "Astrid braces for a hard landing.",
    "The helicopter bucks and Astrid braces for a hard landing.",
])
def test_bracing_for_a_hard_landing_is_danger(lex, text):
    assert actual_kinds(lex, text, "Astrid") == {"danger"}


def test_an_order_to_brace_is_planned_as_for_impact(lex):
    text = "The pilot tells Astrid to brace for a hard landing."
    assert actual_kinds(lex, text, "Astrid") == set()
    assert other_kinds(lex, text, "Astrid") == {"danger"}
