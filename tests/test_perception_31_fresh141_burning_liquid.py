"""A liquid on fire is a hazard, no one's burn (session 31, round fresh141): "Burning oil
spills across the floor" names no hurt (core.yaml exceptions "burning oil", "burning fat" and
kin); a burn the body takes from it stays the body's."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text, kinds", [
    ("Burning oil spills across the floor and flames race toward Ada's feet.", {"danger"}),
    ("A pan of burning fat flares up beside Ada.", {"danger"}),
    ("Burning grease drips from the hood onto the stove.", set()),
    ("Burning fuel spreads across the apron and Ada smells the smoke.", {"danger"}),
    ("The sous-chef shouts that burning oil is everywhere, and flames lick at Ada's apron.",
     {"danger"}),
])
def test_a_burning_liquid_is_no_burn_of_the_observer(lex, text, kinds):
    assert actual_kinds(lex, text, "Ada") == kinds


@pytest.mark.parametrize("text", [
    "Ada burns her hand on the oil.",
    "Ada gets a burn from the hot fat.",
    "Ada scalds her wrist with boiling water.",
])
def test_a_burn_the_body_takes_stays_an_injury(lex, text):
    assert actual_kinds(lex, text, "Ada") == {"injury"}
