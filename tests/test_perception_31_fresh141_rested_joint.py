"""Meat or dough a cook lets rest is the food's rest, not the cook's (session 31, round
fresh141): "lets the lamb rest under foil", "leaves the turkey to rest" (exceptions beside "let
the steak rest"); a person let rest is that person's rest, and the cook's own rest stays."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize("text", [
    "Ada lets the lamb rest under foil.",
    "Ada is letting the roast rest while she makes the gravy.",
    "You let the chicken rest for ten minutes before carving.",
    "Ada leaves the turkey to rest on the board.",
    "Ada let the brisket rest overnight in the cool room.",
    "Ada lets the batter rest in the fridge @ pastry section",
])
def test_food_let_rest_is_no_rest_of_the_cook(lex, text):
    assert actual_kinds(lex, text, "Ada") == set()


def test_a_person_let_rest_is_that_persons_rest(lex):
    text = "Ada lets her brother rest."
    assert actual_kinds(lex, text, "Ada") == set()
    assert other_kinds(lex, text, "Ada") == {"rest"}


def test_the_cooks_own_rest_after_the_joint_stays(lex):
    text = "Ada lets the lamb rest, then sits down on a stool to rest her feet."
    assert actual_kinds(lex, text, "Ada") == {"rest"}
