"""A weapon pointed, levelled, trained, waved or brandished at a person is a danger for that
person (core.yaml ``danger.verbs``: "point", "level", "train", "wave", "brandish" with their
own weapon objects; ``danger.target.needed`` makes each need a person aimed at, and
``danger.target.game`` names the beasts a hunter aims at).

* "A poacher levels his rifle at Luca", "a man waves a machete at us", "the guard trains his
  rifle on you": the one aimed at is in danger.
* Controls: a weapon aimed at a hunted beast, the sky, a map or no one is no threat to its
  wielder; one aimed at someone else is theirs; a blow verb takes only its own objects ("swings
  the axe at the log", "hurls a spear" are no blows at anyone).
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_a_weapon_aimed_at_the_observer_is_danger(lex) -> None:
    def one_case(observer, text):
        assert "danger" in actual_kinds(lex, text, observer), text

    cases = [
        ("Luca", "A poacher levels his rifle at Luca across the salt flats."),
        ("Luca", "A man waves a machete at Luca in the night market."),
        ("Luca", "The border guard trains his rifle on Luca as the jeep stops."),
        (None, "A guard points a rifle at you at the refugee camp gate."),
        (None, "A man brandishes a knife at us outside the speakeasy."),
        (None, "Someone points a revolver at me behind the signal box."),
        ("Luca", "A drunk sailor waves a broken bottle at Luca on the quay."),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_weapon_aimed_at_no_one_is_no_danger(lex) -> None:
    def one_case(observer, text):
        assert "danger" not in actual_kinds(lex, text, observer), text

    cases = [
        ("Luca", "Luca levels his rifle at the stag on the ridge."),
        ("Luca", "The soldier points his rifle at the sky and fires a salute."),
        ("Luca", "Luca trains with a rifle at the monastery's old range."),
        ("Luca", "Luca waves a machete."),
        ("Mira", "Mira swings the axe at the log by the hut."),
        ("Mira", "Mira swings a rifle onto her shoulder."),
        ("Mira", "Mira hurls a spear at the straw target."),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_weapon_aimed_at_someone_else_is_theirs(lex):
    text = "A guard points a rifle at Tom while Luca watches from the truck."
    assert "danger" not in actual_kinds(lex, text, "Luca")
    assert "danger" in other_kinds(lex, text, "Luca")


@pytest.mark.parametrize("text", [
    "A man swings a bottle at Luca as the jeep stops.",
    "A lorry swerves towards Luca as she crosses the salt road.",
])
def test_a_name_before_as_is_still_the_target(lex, text):
    # "as" ends in -s but is no verb: Luca is what the threat goes for, not a new subject
    assert "danger" in actual_kinds(lex, text, "Luca"), text
