"""A festival's trades told by their objects (session 30, round fresh129): bags checked at a
gate, shots poured, a rush or punters served are a steward's and a bartender's work; one's
own bags, bags of a stuff, a shot poured for oneself are not."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text, observer", [
    ("The DJ plays 'Perigo no Escuro (Danger Remix)' as Marcos checks bags at gate 2.", "Marcos"),
    ("Marcos checks bags at the stadium entrance.", "Marcos"),
    ("You check bags at the museum door all morning.", None),
    ("Marcos is pouring shots of gin tonic for the stage crew at the wrap-party bar.", "Marcos"),
    ("You pour shots for a hen party all night.", None),
    ("Marcos leaves the beer a customer bought him untouched and keeps serving the rush.",
     "Marcos"),
    ("You serve the rush at the taco truck.", None),
    ("Marcos serves punters till two.", "Marcos"),
])
def test_a_trade_told_by_its_object_is_work(lex, text, observer):
    assert actual_kinds(lex, text, observer) == {"work"}


@pytest.mark.parametrize("text, kinds", [
    ("Marcos checks her bags at the airport.", set()),
    ("Marcos checks bags of flour in the pantry.", set()),
    ("Marcos pours himself a shot.", {"drink"}),
])
def test_own_bags_and_own_shots_are_no_trade(lex, text, kinds):
    assert actual_kinds(lex, text, "Marcos") == kinds
