"""Set phrases whose words would read as something else (core.yaml ``exceptions``):

- a face's colour "about the gills / lips / mouth" is a look of sickness, not a topic talked
  about, so the symptom after it is actual ("status: poisoned — green about the lips,
  retching");
- toast cut for a boiled egg is food, no soldiers for company ("eating a soft-boiled egg with
  toast soldiers").
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

COLOURS = ["green", "pale", "grey", "gray"]
PARTS = ["gills", "lips", "mouth"]
FRAMES = ["[Day 20, 08:00] NPC Zephyrine (alchemist) | status: poisoned — {look}, retching",
          "Zephyrine is {look}, retching into a bucket.",
          "Zephyrine, {look}, retches behind the stall."]


def test_a_sick_look_is_no_topic(lex) -> None:
    def one_case(colour, part, frame):
        text = frame.format(look=f"{colour} about the {part}")
        assert actual_kinds(lex, text, "Zephyrine") == {"illness"}, text

    cases = list(itertools.product(COLOURS, PARTS, FRAMES))
    assert failing_cases(one_case, cases) == []


def test_talk_about_a_thing_is_still_a_topic(lex):
    assert "illness" not in actual_kinds(lex, "Zephyrine tells a story about the night she was "
                                         "retching in the inn.", "Zephyrine")


SOLDIERS = ["toast soldiers", "soldiers of toast", "toasted soldiers"]
EGGS = ["a soft-boiled egg", "a dippy egg", "two boiled eggs"]


@pytest.mark.parametrize(("soldiers", "egg"), list(itertools.product(SOLDIERS, EGGS)))
def test_toast_soldiers_are_food(lex, soldiers, egg):
    for name in ("Edith", "Gunnar"):
        text = f"{name} is eating {egg} with {soldiers} @ Willow Court: dining room"
        assert actual_kinds(lex, text, name) == {"eat"}, text


def test_real_soldiers_are_company(lex):
    assert "socialize" in actual_kinds(lex, "Edith eats with the soldiers in the mess tent.",
                                       "Edith")
