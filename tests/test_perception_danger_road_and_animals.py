"""A vehicle that comes at the subject and an animal that goes for them are threats told with
no threat word (s10, core.yaml ``danger.unfolding``, two more groups).

* A road vehicle drifting into the subject's lane, pulling out in front of them, forcing them
  off the road or mounting the kerb is a threat to them ("a lorry drifts into his lane and
  forces him onto the hard shoulder"); a pronoun right after it ("his lane") is the
  sentence's latest person before it, so "Tom is cycling when a car drifts into his lane" is
  Tom's, not the observer's.
* An animal that lunges, snaps, charges, circles or goes for the subject is a threat ("the dog
  lunged at Yosef", "a pack of stray dogs circles you"); an animal is a person word, and its
  own mention ending at the verb does not make the verb a person's.
* Controls: a bus pulling out of its station, a dog chasing a ball, a car drifting into a
  parking space are none.

Seen in the tuning sets as r63-025, r64-015, h18-048; the grids widen each shape to
vehicles x manoeuvres and animals x attacks.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Dara"


def events(lex, text: str, observer: str = OBSERVER) -> list:
    return [e for e in perceive(text, lex, observer=observer) if e.kind == "danger"]


def mine(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.is_actual_self for e in events(lex, text, observer))


VEHICLES = ["a lorry", "a van", "a delivery truck", "a taxi", "a motorbike", "a tractor"]
MANOEUVRES = ["drifts into her lane", "pulls out right in front of her",
              "forces her onto the verge", "runs her off the road", "mounts the kerb",
              "swerves into her path", "comes straight at her"]


def test_a_vehicle_that_comes_at_the_observer_is_a_threat(lex):
    missed = [text for v, m in itertools.product(VEHICLES, MANOEUVRES)
              if not mine(lex, text := f"Dara is driving home when {v} {m}.")]
    assert missed == []


def test_a_vehicle_that_comes_at_someone_else_is_theirs(lex):
    leaks = [text for v, m in itertools.product(VEHICLES, MANOEUVRES[:4])
             if mine(lex, text := f"Tom is cycling to work when {v} {m.replace('her', 'him')}.")]
    assert leaks == []


def test_the_road_tuning_line_is_a_threat(lex):
    text = ("Zubair is driving home when a lorry drifts into his lane and forces him onto the "
            "hard shoulder.")
    got = [(e.subject, e.mode, e.strength, e.term) for e in events(lex, text, "Zubair")]
    assert got == [("self", "actual", 0.8, "unfolding: lorry drifts into his lane")]


ANIMALS = ["The dog", "A stray dog", "The bull", "A wild boar", "The goose", "A pack of dogs",
           "The bear"]
ATTACKS = ["lunges at Dara", "charges at you", "goes for Dara's legs", "circles you",
           "snaps at your hand"]


def test_an_animal_that_goes_for_the_observer_is_a_threat(lex):
    missed = [text for a, v in itertools.product(ANIMALS, ATTACKS)
              if not mine(lex, text := f"{a} {v}.")]
    assert missed == []


CALM = ["The bus pulls out of the station.", "Dara's dog chases the ball across the park.",
        "A taxi drifts into the parking space outside Dara's flat.",
        "The dog circles its bed twice and lies down.", "The herd grazes by the river.",
        "A van pulls out of the car park.", "The goose waddles past Dara."]


def test_ordinary_traffic_and_animals_are_no_threat(lex):
    assert [text for text in CALM if events(lex, text)] == []
