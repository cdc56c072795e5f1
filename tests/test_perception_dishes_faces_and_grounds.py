"""Words of one kind used for something else, and a group the observer is part of.

- Food "swimming in" its sauce is a dish, not a swim; a face pulled is a grimace, not a pulled
  muscle (exceptions).
- A sport's grounds named as a place ("by the netball courts", "on the rugby pitch") are no
  session of that sport (``not_before`` of exercise).
- "Dalia and the rest of the netball squad": the observer with the rest of a group that has
  modifiers of its own, the pair's subject, as with "the rest of the squad"."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

OBSERVER = "Dalia"


def test_food_swimming_in_its_sauce_is_a_dish_not_a_swim(lex) -> None:
    def one_case(sauce):
        assert actual_kinds(lex, f"Dalia eats a heap of potatoes swimming in {sauce}.",
                            OBSERVER) == {"eat"}

    cases = ["gravy", "sauce", "butter", "oil", "syrup", "custard"]
    assert failing_cases(one_case, cases) == []


def test_a_swim_in_water_is_still_exercise(lex):
    assert actual_kinds(lex, "Dalia is swimming in the lake.", OBSERVER) == {"exercise"}


@pytest.mark.parametrize("face", ["pulls a face", "pulls a sour face", "pulls faces"])
def test_a_face_pulled_is_no_injury(lex, face):
    assert "injury" not in actual_kinds(lex, f"Dalia takes a sip of the coffee and {face}.",
                                        OBSERVER)


def test_a_pulled_muscle_is_still_an_injury(lex):
    assert actual_kinds(lex, "Dalia pulls a muscle in her calf.", OBSERVER) == {"injury"}


@pytest.mark.parametrize("sport", ["netball", "tennis", "rugby", "football", "hockey"])
@pytest.mark.parametrize("ground", ["courts", "pitch", "field", "pavilion"])
def test_a_sports_ground_named_as_a_place_is_no_session(lex, sport, ground):
    assert actual_kinds(lex, f"Dalia is sipping apple juice by the {sport} {ground}.",
                        OBSERVER) == {"drink"}


@pytest.mark.parametrize("group", ["the rest of the squad", "the rest of the netball squad",
                                   "the rest of the first team", "most of the night crew"])
def test_the_observer_and_the_rest_of_a_group_act_together(lex, group):
    assert "exercise" in actual_kinds(lex, f"Dalia and {group} are running drills.", OBSERVER)
