"""A camera at a workplace is a visitor's: work's task verbs photograph and film are a job by a
paper's or a client's frame, not by the place nor by a trade's thing shot there (session 40,
round fresh213, a leak; ``cues.vocabulary.camera_tasks``): "Lotte is photographing the
half-finished hull @ dhow yard: slipway". Controls: one shot for a brochure stays work, as do
the place's other task verbs.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize(("text", "observer", "mine"), [
    ('Lotte is photographing the half-finished hull @ dhow yard: slipway; up on the'
     ' ribs a fundi hammers wooden pegs into the planking',
     'Lotte', set()),
    ('Lotte is photographing the gulls @ boatyard', 'Lotte', set()),
])
def test_a_visitors_camera_is_no_task(lex, text, observer, mine) -> None:
    """No work."""
    assert actual_kinds(lex, text, observer) == mine


@pytest.mark.parametrize(("text", "observer", "mine"), [
    ('Lotte photographs the hull for the brochure @ boatyard', 'Lotte', {'work'}),
    ('Lotte is folding napkins @ boatyard', 'Lotte', {'work'}),
])
def test_a_framed_shoot_and_other_tasks_stay_work(lex, text, observer, mine) -> None:
    """Work."""
    assert actual_kinds(lex, text, observer) == mine
