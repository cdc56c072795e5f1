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
])
def test_a_hurt_nearly_reached_by_a_motion_is_a_near_miss(lex, text):
    assert actual_kinds(lex, text, "Ada") == {"danger"}


def test_a_hurt_after_the_near_miss_clause_stays(lex):
    text = "Ada nearly falls, then splashes hot oil on her hand and blisters it."
    assert "injury" in actual_kinds(lex, text, "Ada")
