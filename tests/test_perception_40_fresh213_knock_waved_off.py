"""A blunt knock of a body part that the sentence waves off after it ("but it's nothing",
"no harm done", "but there isn't a mark") is no hurt (session 40, round fresh213;
perception._without_waved_off_knocks, ``cues.vocabulary.waved_off_knocks``). Controls: a cut
waved off stays a hurt, a knock with nothing after it is one, and the wave-off must be in the
knock's sentence.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize(("text", "observer", "mine"), [
    ("Riziki knocks her head on the low bowsprit, but it's nothing: she doesn't even"
     ' stop painting the name on the bow.',
     'Riziki', set()),
    ('Ana bumps her knee on the crate, but it is nothing.', 'Ana', set()),
    ('Ana knocks her elbow on the door, no harm done.', 'Ana', set()),
    ("Ana bumps her head on the shelf, but there isn't a mark.", 'Ana', set()),
])
def test_a_knock_waved_off_is_no_hurt(lex, text, observer, mine) -> None:
    """No injury."""
    assert actual_kinds(lex, text, observer) == mine


@pytest.mark.parametrize(("text", "observer", "mine"), [
    ("Ana cuts her finger, but it's nothing.", 'Ana', {'injury'}),
    ('Ana bangs her knee on the crate.', 'Ana', {'injury'}),
    ("Ana bumps her head on the shelf. It's nothing, she says.", 'Ana', {'injury'}),
])
def test_other_hurts_and_knocks_left_standing_stay_hurts(lex, text, observer, mine) -> None:
    """Still an injury."""
    assert actual_kinds(lex, text, observer) == mine
