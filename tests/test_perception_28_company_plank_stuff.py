"""Planks as stuff (session 28, round company): a plank naming what a building's part or a
fitting is made of ("Through the plank wall Lukas hears ...", "the plank bridge") and a squat
toilet are no workout (core.yaml `exceptions`); a plank held or done, and squats, stay
exercise."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text, kinds", [
    ("Through the plank wall Lukas hears the owner's son and the foreman yelling about the "
     "diesel bill.", set()),
    ("Lukas crosses the plank bridge over the stream.", set()),
    ("Lukas uses the squat toilet.", set()),
    ("Lukas lays a plank floor in the hut.", set()),
])
def test_a_plank_as_a_buildings_stuff_is_no_workout(lex, text, kinds):
    assert actual_kinds(lex, text, "Lukas") == kinds


@pytest.mark.parametrize("text", [
    "Lukas holds a plank for two minutes.",
    "Lukas does planks and squats.",
    "Lukas holds the plank, then does ten squats.",
])
def test_a_plank_held_or_done_is_exercise(lex, text):
    assert actual_kinds(lex, text, "Lukas") == {"exercise"}
