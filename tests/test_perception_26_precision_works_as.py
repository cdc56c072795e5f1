"""A living told names no shift worked now (session 26, round precision): "works as a
cashier", "who works as a carpenter" say what the observer does for a living, as the tuning
sets label "Hassan works as a volunteer interpreter; today he is home with a migraine" (ill, no
work). A role as a plain predicate ("Wen is a cashier") and work done keep their work."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize(("observer", "text", "kinds"), [
    ("Hassan", "Hassan works as a volunteer interpreter; today he is home with a migraine.",
     {"illness"}),
    ("Wen", "Wen, who works as a carpenter, is eating lunch in the park.", {"eat"}),
    ("Wen", "Wen works as a night nurse at St Mary's.", set()),
])
def test_a_living_told_is_no_work_now(lex, observer, text, kinds):
    assert actual_kinds(lex, text, observer) == kinds


@pytest.mark.parametrize(("observer", "text"), [
    ("Wen", "Wen is a cashier."),
    ("Wen", "Wen works the till at the corner shop all afternoon."),
    ("Ulla", "Ulla works the early shift at the bakery, kneading dough from four."),
])
def test_a_role_or_a_shift_keeps_its_work(lex, observer, text):
    assert "work" in actual_kinds(lex, text, observer)
