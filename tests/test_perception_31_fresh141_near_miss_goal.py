"""A near miss's adverb reaches past its verb to the goal that motion nearly reached (session 31,
round fresh141): "almost lands against the hot oil" is no burn but a threat, as "nearly cuts
his finger" is; a hurt in a later clause stays a hurt."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text", [
    "Ada slips on the greasy floor by the fryer and almost lands against the hot oil, catching "
    "herself on the counter.",
    "Ada nearly lands in the hot oil.",
    "Ada almost lands in the hot oil when the mat slides.",
    "You nearly tumble onto the hot oil spill by the fryer.",
    "On the slick quay Ada almost slides into the hot oil drum.",
    "Ada nearly falls into the hot oil.",
    "You nearly fall into the hot oil when the mat slides.",
])
def test_a_hurt_nearly_reached_by_a_motion_is_a_near_miss(lex, text):
    assert actual_kinds(lex, text, "Ada") == {"danger"}


@pytest.mark.parametrize("text", [
    "Ada nearly falls, then splashes hot oil on her hand and blisters it.",
    "Ada nearly falls, then lands in the hot oil.",
    "Ada nearly falls into the hot oil and burns her arm.",
    "Ada nearly falls on the stairs and breaks her wrist.",
])
def test_a_hurt_after_the_near_miss_stays(lex, text):
    assert actual_kinds(lex, text, "Ada") == {"danger", "injury"}
