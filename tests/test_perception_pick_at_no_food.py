"""Picking at a food is a few bites; a pick swung at rock and picking at what is no food (a scab,
a thread, a label) are no nibbling (exceptions in the core lexicon)."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive


def test_picking_at_no_food_is_no_meal(lex) -> None:
    def one_case(text):
        assert "eat" not in actual_kinds(lex, text, "Grimbald")

    cases = [
        "Grimbald is swinging his pick at the seam.",
        "Grimbald takes a pick at the rock face.",
        "Grimbald picks at the scab on his knee.",
        "Grimbald picks at a loose thread on his sleeve.",
        "Grimbald picks at the label on his bottle.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("food", ["his salad", "his dinner", "a bowl of stew"])
def test_picking_at_food_is_still_a_few_bites(lex, food):
    assert [(e.kind, e.strength) for e in perceive(f"Grimbald picks at {food}.", lex,
                                                   observer="Grimbald")
            if e.is_actual_self] == [("eat", 0.2)]
