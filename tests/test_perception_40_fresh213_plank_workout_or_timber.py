"""A plank is the workout only when held, done, timed or named as a drill ("holding a long
plank", "doing planks", "a two-minute plank", "a plank circuit"); a bare plank is timber
(session 40, round fresh213; lexicon exercise terms): "fitting planks", "into the planking",
"planing the same plank", "caught between two planks" are no exercise.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize(("text", "observer", "mine"), [
    ('Chiara is holding a long plank, then flowing into sun salutations', 'Chiara', {'exercise'}),
    ('You finish forty push-ups and a two-minute plank on the dorm carpet.', 'Wei', {'exercise'}),
    ('Ana and Ben are doing planks on the lounge floor', 'Ana', {'exercise'}),
    ('Ana ends her workout with a plank circuit.', 'Ana', {'exercise'}),
    ('Ana holds a plank for ninety seconds', 'Ana', {'exercise'}),
    ('Ana did side planks before bed', 'Ana', {'exercise'}),
    ('Lukas gets into a plank on the mat.', 'Lukas', {'exercise'}),
    ('Lukas does three planks before breakfast.', 'Lukas', {'exercise'}),
])
def test_the_workout_plank_is_exercise(lex, text, observer, mine) -> None:
    """Held, done, timed or a drill."""
    assert actual_kinds(lex, text, observer) == mine


@pytest.mark.parametrize(("text", "observer", "mine"), [
    ("Ana's thumb gets caught between two planks as they're clamped.", 'Ana', {'injury'}),
    ('Ana hammers pegs into the planking', 'Ana', {'work'}),
    ('Ana holds the plank steady while Ben saws it', 'Ana', set()),
    ("Juma didn't touch the pilau; he's been on the hull since sunrise, fitting planks.",
     'Juma', {'work'}),
])
def test_timber_planks_are_no_exercise(lex, text, observer, mine) -> None:
    """Planks handled, fitted or cut are timber."""
    assert actual_kinds(lex, text, observer) == mine
