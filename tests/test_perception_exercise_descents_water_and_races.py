"""A fast descent on skis, sports under water or on rock, and a race between people are
exercise (from h28-013 "Leilani is carving fast turns down the black run", h34-126 "then
tears down the slope for a last run", h29-114 "snorkelling along the reef edge", r69-012 "action:
via ferrata, section 3", h28-053 "sets off up the skin track", h33-017 "racing each other on
their bikes"). Carried, walked or lifted down, kit packed, and someone else's race stay out."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

OBSERVER = "Leilani"


def exercised(lex, text: str) -> bool:
    return any(e.kind == "exercise" for e in perceive(text, lex, observer=OBSERVER)
               if e.is_actual_self)


SUBJECTS = [("Leilani", "s", "is"), ("I", "", "am"), ("You", "", "are")]
DESCENTS = ["tear{s} down the slope", "race{s} down the piste", "hurtle{s} down the black run",
            "carve{s} fast turns down the red run", "speed{s} down the blue run",
            "zigzag{s} down the mogul field"]
AFTER = ["", " for a last run before close", " with her cousin", " @ Glacier Peak resort"]


def test_a_fast_descent_is_exercise(lex):
    cases = [f"{subj} {d.format(s=s)}{after}."
             for (subj, s, _), d, after in itertools.product(SUBJECTS, DESCENTS, AFTER)]
    assert len(cases) == 72
    assert [t for t in cases if not exercised(lex, t)] == []


SPORTS = ["snorkelling along the reef edge", "scuba diving off the wreck",
          "freediving in the bay", "on the via ferrata, section 3",
          "heading up the skin track toward the col", "racing each other on their bikes"]
FRAMES = ["{subj} {be} {sport}.", "{subj} {be} {sport} with her sister.",
          "Status report | agent: {subj} | action: {sport} | mood: buzzing"]


def test_water_rock_and_races_are_exercise(lex):
    cases = []
    for (subj, _, be), sport, frame in itertools.product(SUBJECTS, SPORTS, FRAMES):
        if sport.startswith("racing"):
            subj, be = ("Leilani and her brother", "are") if subj == "Leilani" \
                else (f"{subj} and my brother" if subj == "I" else f"{subj} and Ana", "are")
        cases.append(frame.format(subj=subj, be=be, sport=sport))
    assert len(cases) == 54
    assert [t for t in cases if not exercised(lex, t)] == []


@pytest.mark.parametrize("text", [
    "Leilani is carried down the slope on a sled by two ski patrollers.",
    "Leilani walks down the slope to the car park.",
    "Leilani takes the lift to the top of the red run and waits.",
    "Leilani's brother tears down the slope.",
    "Leilani packs her snorkel and mask for tomorrow.",
    "Leilani watches the kids race each other round the yard.",
    "Leilani didn't go snorkelling after all.",
    "Leilani is planning to go snorkelling tomorrow.",
])
def test_no_descent_or_race_of_the_observers(lex, text):
    assert not exercised(lex, text)
