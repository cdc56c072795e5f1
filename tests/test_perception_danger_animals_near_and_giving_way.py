"""A dangerous animal close to a person, and ground or a structure told by two verbs, are
threats with no threat word (core.yaml ``danger.near_miss.animals`` and ``captive``;
``perception._near_misses`` and ``_unfolding_hazards``).

* A dangerous animal (a snake, a bear, a shark, a scorpion...) after a determiner, with a
  proximity word ("in front of", "past", "behind", "from") before a person or anything of
  theirs later in its sentence, is a near miss for that person, whatever the animal does ("a
  brown snake slides across the track a metre in front of Kirra's boots", "a rattlesnake rears
  up in the feed bin, its tail buzzing a foot from your hand").
* Controls: an animal kept or shown (a zoo, a tank, a pet, a film), one that went away ("far
  from", "lumbered off"), a verb spelt like an animal ("wolfs down", "can't bear") are none.
* "and" between the subject's first verb and a second verb of its group no longer hides the
  second ("the ice creaks and splits under her boots", "the bridge groans and buckles").

Seen in the tuning sets as r69-015, r73-138 and r71-016; the grids widen them to animals x
proximities and subjects x verb pairs.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Kirra"


def events(lex, text: str, observer: str = OBSERVER) -> list:
    return [e for e in perceive(text, lex, observer=observer) if e.kind == "danger"]


def mine(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.is_actual_self for e in events(lex, text, observer))


ANIMALS = ["A brown snake", "An adder", "A scorpion", "A black bear", "A wolf", "A shark",
           "A crocodile", "A wild boar"]
PROXIMITIES = ["crosses the path a metre in front of Kirra's boots",
               "slips past Kirra, inches from her hand",
               "appears right behind you", "stops a few feet from your tent"]


def test_a_dangerous_animal_close_to_the_observer_is_a_threat(lex):
    missed = [text for a, p in itertools.product(ANIMALS, PROXIMITIES)
              if not mine(lex, text := f"{a} {p}.")]
    assert missed == []


def test_a_dangerous_animal_close_to_someone_else_is_theirs(lex):
    leaks = [text for a in ANIMALS
             if mine(lex, text := f"Tom is fishing when {a.lower()} appears right behind him.")]
    assert leaks == []


def test_the_track_line_is_a_near_miss(lex):
    text = ("A brown snake slides across the track a metre in front of Kirra's boots and "
            "vanishes into the grass.")
    got = [(e.subject, e.mode, e.negated, e.strength, e.term) for e in events(lex, text)]
    assert got == [("self", "actual", False, 0.6, "near miss: snake")]


def test_the_feed_bin_line_is_a_near_miss(lex):
    text = ("A rattlesnake rears up in the feed bin you have just opened, its tail buzzing a "
            "foot from your hand.")
    got = [(e.subject, e.mode, e.strength, e.term) for e in events(lex, text)]
    assert got == [("self", "actual", 0.6, "near miss: rattlesnake")]


CALM = ["A shark glides past Kirra behind the aquarium glass.",
        "At the zoo a tiger paces right in front of Kirra.",
        "Kirra's pet snake curls up beside her on the sofa.",
        "Kirra watches a documentary in which a bear walks past a camera crew.",
        "A bear wanders along the far ridge, far from Kirra.",
        "The bear turned and lumbered off long before Kirra reached the clearing.",
        "Her son wolfs down a bowl of noodles beside Kirra.",
        "Kirra can't bear sitting behind Tom.",
        "Kirra hugs a stuffed bear from her grandmother."]


def test_kept_shown_or_departing_animals_are_no_threat(lex):
    assert [text for text in CALM if events(lex, text)] == []


SUBJECTS = ["the ice", "the old bridge", "the ground", "the scaffolding"]
VERB_PAIRS = ["creaks and splits", "groans and buckles", "shudders and cracks"]


def test_two_verbs_of_a_giving_way_are_a_threat(lex):
    missed = [text for s, v in itertools.product(SUBJECTS, VERB_PAIRS)
              if not mine(lex, text := f"Kirra feels {s} {v} under her boots.")]
    assert missed == []


def test_the_frozen_lake_line_is_a_threat(lex):
    text = "Paulina hears the ice creak and split under her boots in the middle of the frozen lake."
    got = [(e.subject, e.mode, e.strength, e.term) for e in events(lex, text, "Paulina")]
    assert got == [("self", "actual", 0.8, "unfolding: ice split")]


def test_a_creak_and_a_person_acting_is_no_threat(lex):
    assert events(lex, "The floorboards creak and Kirra sits down by the fire-place.") == []
    assert events(lex, "The gate creaks and Kirra walks into the garden.") == []
