"""A lean back that closes a meal (session 28, round company): "and" or "then" + a sit or a
lean back right after a meal or a drink in its sentence is the meal's end, no rest (rest
`after_meal`: "mop up the gravy with a potato and lean back in your chair" is eat only, as the
labelled sets say); a long or timed stretch after it, a lean back before the meal, after work
or after someone else's meal stays rest."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text, kinds", [
    ("You spear the last meatball, mop up the gravy with a potato and lean back in your chair.",
     {"eat"}),
    ("You finish a plate of bratwurst and sit back with a contented sigh.", {"eat"}),
    ("You eat the stew, then sit back in your chair.", {"eat"}),
    ("You finish your coffee and lean back against the wall.", {"drink"}),
])
def test_a_lean_back_right_after_a_meal_closes_it(lex, text, kinds):
    assert actual_kinds(lex, text, "Bjorn") == kinds


@pytest.mark.parametrize("text, kinds", [
    ("You eat the stew and sit back all afternoon.", {"eat", "rest"}),
    ("You sit back in your chair and eat the stew.", {"rest", "eat"}),
    ("You finish the report and sit back.", {"work", "rest"}),
    ("Tom eats the stew and you sit back.", {"rest"}),
])
def test_a_lean_back_of_its_own_stays_rest(lex, text, kinds):
    assert actual_kinds(lex, text, "Bjorn") == kinds
