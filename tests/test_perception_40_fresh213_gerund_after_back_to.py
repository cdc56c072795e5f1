"""After "goes back to", "gets back to" or "returns to", a bare gerund that is a verb taking
objects takes the noun after it: "goes back to scaling fish" is work, no meal returned to
(session 40, round fresh213; perception._find_object). Controls: a meal returned to ("goes back
to her fish") and "sticks to sparkling water" keep their reading.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize(("text", "observer", "mine", "theirs"), [
    ('Asha goes back to scaling fish.', 'Asha', {'work'}, set()),
    ('Asha goes back to gutting fish.', 'Asha', {'work'}, set()),
])
def test_a_task_gerund_takes_its_object(lex, text, observer, mine, theirs) -> None:
    """Work, no meal."""
    assert actual_kinds(lex, text, observer) == mine
    assert other_kinds(lex, text, observer) == theirs


@pytest.mark.parametrize(("text", "observer", "mine"), [
    ('Asha goes back to her fish.', 'Asha', {'eat'}),
    ('Asha goes back to the fish curry.', 'Asha', {'eat'}),
    ('Asha sticks to sparkling water.', 'Asha', {'drink'}),
])
def test_a_meal_or_a_drink_returned_to_stays(lex, text, observer, mine) -> None:
    """The food after back to is eaten."""
    assert actual_kinds(lex, text, observer) == mine
