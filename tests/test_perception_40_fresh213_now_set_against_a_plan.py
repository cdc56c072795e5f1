"""A time ahead does not reach past "and for now", "but right now", "and in the meantime":
what follows is done now (session 40, round fresh213; perception._now_contrast_between): "You
tell yourself you'll fix the leaking water tank tomorrow, and for now you drink straight from
the hose". Controls: with no such contrast the plan covers the "and" ("will eat tomorrow, and
drink a beer"), and "at the moment" inside the plan is no contrast.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize(("text", "observer", "mine"), [
    ("You tell yourself you'll fix the leaking water tank at the yard tomorrow, and"
     ' for now you drink straight from the hose.',
     'Makame', {'drink'}),
    ('Mak will fix the tank tomorrow, but right now he is drinking from the hose.',
     'Mak', {'drink'}),
    ('Mak will fix the tank tomorrow, and in the meantime he drinks from the hose.',
     'Mak', {'drink'}),
])
def test_now_after_the_plan_is_done_now(lex, text, observer, mine) -> None:
    """The drink is now."""
    assert actual_kinds(lex, text, observer) == mine


@pytest.mark.parametrize(("text", "observer", "mine"), [
    ('Mak will eat tomorrow, and drink a beer.', 'Mak', set()),
    ('Tomorrow Mak will swim and eat lunch.', 'Mak', set()),
    ('Mak is going to eat lunch at the moment it opens.', 'Mak', set()),
])
def test_with_no_contrast_the_plan_reaches_on(lex, text, observer, mine) -> None:
    """Still planned."""
    assert actual_kinds(lex, text, observer) == mine
