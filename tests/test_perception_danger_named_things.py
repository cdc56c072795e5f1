"""A hazard word that names a thing, not a threat (core.yaml danger ``not_before`` and
``exceptions``).

* A scene, footage or shutters made of or fitted against a hazard ("the storm scene", "storm
  footage", "the cyclone shutters"), a knife named for the food it cuts or heated for a craft
  ("the grape knife", "a hot knife"), a drink named like one ("fire-whisky"), and "smash it"
  (do very well) are no danger.
* Controls: the hazard itself, a knife drawn on someone, a smashed window stay threats.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Ana"


def own_danger(lex, text: str) -> bool:
    return any(e.is_actual_self and e.kind == "danger"
               for e in perceive(text, lex, observer=OBSERVER))


def test_a_scene_or_footage_of_a_hazard_is_no_threat(lex) -> None:
    def one_case(opener, hazard, thing):
        assert not own_danger(lex, f"{opener} {hazard} {thing}.")

    cases = list(itertools.product(
        ["Ana is editing the", "Ana runs the lights for the", "Ana watches the rushes of the"],
        ["storm", "hurricane", "flood", "fire"], ["scene", "footage"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("hazard", ["cyclone", "storm", "hurricane"])
def test_shutters_against_a_hazard_are_no_threat(lex, hazard: str) -> None:
    assert not own_danger(lex, f"Ana naps in the afternoon, the {hazard} shutters propped open.")


def test_a_food_or_craft_knife_is_a_tool(lex) -> None:
    def one_case(verb, knife):
        assert not own_danger(lex, f"Ana {verb} with {knife}.")

    cases = list(itertools.product(
        ["peels the fruit", "slices the grapes", "decorates the calabash", "trims the wax"],
        ["the grape knife", "a hot knife", "a fruit knife", "the vegetable knife"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana takes one sip of the dwarf's fire-whisky and her eyes water.",
    "Ana pours a glass of fire whisky for the captain.",
    "Tom texts Ana: knew you'd smash it.",
    "Ana smashed it at the audition.",
])
def test_a_drink_or_an_idiom_is_no_threat(lex, text: str) -> None:
    assert not own_danger(lex, text)


@pytest.mark.parametrize("text", [
    "A storm hits the town where Ana lives.",
    "A stranger pulls a knife on Ana in the car park.",
    "Fire breaks out in Ana's kitchen.",
    "A brick smashes through the window beside Ana's bed.",
])
def test_controls_the_hazard_itself(lex, text: str) -> None:
    assert own_danger(lex, text)
