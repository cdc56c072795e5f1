"""A capitalised place before a status line's colon ("@ Forodhani: food stall") is the place's
name, no chat speaker's tag, so the he/she after it stays the observer's (session 40, round
fresh213; perception._status_place_before). Controls: a real speaker's turn keeps its speaker.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize(("text", "observer", "mine", "theirs"), [
    ('Asha is not eating the grilled squid in front of her @ Forodhani: food stall;'
     ' she is on the phone with her sister in Dar',
     'Asha', {'socialize'}, {'eat'}),
    ('Asha is eating the squid @ Forodhani: food stall; she is on the phone with her sister',
     'Asha', {'socialize', 'eat'}, set()),
])
def test_the_she_after_a_named_place_is_the_observer(lex, text, observer, mine, theirs) -> None:
    """The talk is the observer's."""
    assert actual_kinds(lex, text, observer) == mine
    assert other_kinds(lex, text, observer) == theirs


@pytest.mark.parametrize(("text", "observer", "mine", "theirs"), [
    ('Tom: I just ate. Asha: nice', 'Asha', {'socialize'}, {'eat'}),
])
def test_a_speakers_turn_stays_theirs(lex, text, observer, mine, theirs) -> None:
    """Tom's meal is Tom's."""
    assert actual_kinds(lex, text, observer) == mine
    assert other_kinds(lex, text, observer) == theirs
