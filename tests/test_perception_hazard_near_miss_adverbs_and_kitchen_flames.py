"""Near misses told with "nearly"/"almost" before an unfolding verb, and kitchen flare-ups.

1. "A bus almost runs Ana over", "the tractor nearly rolls over her foot": the unfolding
   groups (a vehicle, a structure, a boat) read "nearly"/"almost" before their verb as a
   negation, so the near miss was no threat; it is one (the cues are judged at the subject).
   Negated forms ("didn't tip over") stay negated.
2. A pan's fat or a cooking flame that flares up or goes up at the cook ("a pan of oil goes
   up", "the grill flares up in her face") and a fire told by the flame around the subject
   ("a wall of flame") are threats; the price of oil that goes up and a condition that flares
   up are not.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBSERVER = "Ana"


NEAR = ["nearly", "almost"]
UNFOLDING = [("A bus", "runs Ana over at the lights"), ("A van", "runs you down in the lane"),
             ("The tractor", "rolls over Ana's foot"), ("The bridge", "collapses under Ana"),
             ("Ana's canoe", "tips over in the rapids"), ("The roof", "caves in on Ana"),
             ("The forklift", "crushes Ana against the racking")]


def test_a_near_miss_before_an_unfolding_verb_is_a_threat(lex):
    cases = [f"{s} {adv} {v}." for (s, v), adv in itertools.product(UNFOLDING, NEAR)]
    assert [c for c in cases if "danger" not in actual_kinds(lex, c, OBSERVER)] == []


@pytest.mark.parametrize("text", [
    "Ana's canoe didn't tip over.",
    "The bridge never collapses, Ana reads.",
    "A bus nearly runs Tom over at the lights.",
])
def test_negated_or_someone_elses_near_miss_is_not_the_observers(lex, text):
    assert "danger" not in actual_kinds(lex, text, OBSERVER)


COOKS = ["Ana", "You"]
FLARES = [("a pan of oil", "goes up"), ("the chip pan", "goes up"), ("the fat in the wok",
                                                                      "flares up"),
          ("the grill", "flares up in {her} face"), ("the oil", "flares up"),
          ("the gas ring", "flares up"), ("the deep-fat fryer", "whooshes up")]


def test_a_flare_up_at_the_cook_is_a_threat(lex):
    cases = []
    for cook, (thing, verb) in itertools.product(COOKS, FLARES):
        her = "your" if cook == "You" else "her"
        stir = "stir" if cook == "You" else "stirs"
        cases.append(f"{cook} {stir} the sauce as {thing} {verb.format(her=her)}.")
    assert [c for c in cases if "danger" not in actual_kinds(lex, c, OBSERVER)] == []


@pytest.mark.parametrize("text", [
    "Ana is cut off: the whole kitchen is a wall of flame.",
    "A sheet of flame rolls across the ceiling above Ana.",
])
def test_a_fire_told_by_its_flame_is_a_threat(lex, text):
    assert "danger" in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "The price of oil goes up again, Ana reads.",
    "Ana puts the pan up on the shelf.",
    "Ana's eczema flares up.",
    "Ana's temper flares up at the meeting.",
    "Ana flips the burgers as the barbecue flares up.",
    "Ana stares into the flames of the campfire.",
])
def test_lookalikes_are_no_threat(lex, text):
    assert "danger" not in actual_kinds(lex, text, OBSERVER)
