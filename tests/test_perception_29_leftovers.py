"""Session 29 leftovers (the lead's): behaviours left over from session 28's notes, each pinned
with the events that must and must not come out."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text, kinds", [
    # the fitting stays a word of its own: sitting on a bench is rest, whatever it is made of
    ("Lukas sits on a plank bench by the door.", {"rest"}),
    ("Lukas sits on the plank bench outside the hut.", {"rest"}),
    ("Lukas sits on an oak bench.", {"rest"}),
    # a plank as a fitting's stuff, or stood and walked on, is no workout
    ("Lukas sits on a plank seat.", set()),
    ("Lukas pushes open the plank door of the shed.", set()),
    ("Lukas balances on a plank over the ditch.", set()),
    ("Lukas edges along the plank to the boat.", set()),
    ("Lukas lays a plank across the mud.", set()),
])
def test_a_plank_as_timber_is_no_workout_and_leaves_its_fitting(lex, text, kinds):
    assert actual_kinds(lex, text, "Lukas") == kinds


@pytest.mark.parametrize("text", [
    "Lukas holds a plank for a minute.",
    "Lukas gets into a plank on the mat.",
    "Lukas does three planks before breakfast.",
])
def test_a_plank_held_or_done_is_still_exercise(lex, text):
    assert actual_kinds(lex, text, "Lukas") == {"exercise"}
