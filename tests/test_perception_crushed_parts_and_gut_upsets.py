"""A weight on a body part, a part gone purple, a gut upset by food (s10h8, core.yaml's
``injury.crushed`` and ``illness.gut_upset``; ``perception._crushed_parts``, ``_gut_upsets``).

* A heavy thing dropped, fallen or slammed "on"/"onto" an owned body part is an injury ("drops
  a paving slab on his foot", "the crate topples onto her toes", "slams the door on his
  fingers"); a kiss dropped on a forehead, a head laid on a shoulder, a person landing on their
  own feet and a hurt denied later in the sentence ("but there isn't a mark on it") are none.
* A body part said to be purple or black ("his big toe is purple", "my thigh is already
  turning black") is a bruise; a face purple with rage, nails, hands purple with juice and
  feet black from the mud are none.
* A gut that churns, cramps or gurgles after or from food or drink ("your guts churning after
  last night's street food", "her stomach cramping from the dodgy prawns") is an illness; a
  churning stomach from nerves, or after a meal missed, is none (handed h34-132).

Seen in the fresh sets as r64-021 and r62-020 (and h26-050, h34-112 as controls); the grids
widen each shape to subjects x things x parts.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Vuk"


def kinds(lex, text: str, kind: str, observer: str = OBSERVER) -> list:
    return [e for e in perceive(text, lex, observer=observer) if e.kind == kind]


def mine(lex, text: str, kind: str, observer: str = OBSERVER) -> bool:
    return any(e.is_actual_self for e in kinds(lex, text, kind, observer))


DROPPERS = [("Vuk drops", "his", OBSERVER), ("Vuk dropped", "his", OBSERVER),
            ("You drop", "your", "you"), ("Vuk accidentally drops", "his", OBSERVER)]
THINGS = ["a paving slab", "a hammer", "the heavy crate", "a tin of paint", "the cooler lid",
          "a brick", "a cast-iron pan"]
PARTS = ["on {} foot", "on {} big toe", "onto {} toes", "on {} left hand", "on {} fingers",
         "onto {} foot"]


def test_a_weight_dropped_on_ones_own_part_is_an_injury(lex):
    missed = [text for (subject, owner, observer), thing, part in itertools.product(
        DROPPERS, THINGS, PARTS)
        if not mine(lex, text := f"{subject} {thing} {part.format(owner)}.", "injury",
                    observer)]
    assert missed == []


FALLERS = ["A crate topples", "The hammer falls", "A tin of paint falls", "The lid slams down",
           "A box of tiles crashes down", "The shelf crashes down"]


def test_a_weight_falling_on_the_observers_part_is_an_injury(lex):
    missed = [text for head, part in itertools.product(FALLERS, ["onto Vuk's foot",
                                                                  "on Vuk's hand",
                                                                  "on Vuk's toes"])
              if not mine(lex, text := f"{head} {part}.", "injury")]
    assert missed == []


def test_a_weight_on_someone_elses_part_is_theirs(lex):
    texts = [f"Vuk drops {thing} on Marta's foot." for thing in THINGS]
    wrong = [t for t in texts if mine(lex, t, "injury")
             or not any(e.subject == "other" for e in kinds(lex, t, "injury"))]
    assert wrong == []


GENTLE = ["Vuk drops a kiss on his daughter's forehead.", "Vuk lands on his feet.",
          "Vuk falls on his knees and prays.", "Vuk drops his head onto his hands.",
          "Vuk drops a blanket on his son's feet.", "Vuk drops the cooler lid on his hand, but "
          "there isn't a mark on it.", "Vuk drops a brick on his foot, unhurt.",
          "Vuk drops the keys on the table.", "The rain falls on his face.",
          "Vuk drops a hint on the drive home.", "Sunlight falls on his hands.",
          "Vuk watches the dockers; one of them drops a crate on his foot."]


def test_gentle_drops_own_falls_denied_hurts_and_a_groups_member_are_no_injury(lex):
    assert [t for t in GENTLE if mine(lex, t, "injury")] == []


BRUISED = ["his big toe is purple", "his knee has gone purple", "his shin is already purple",
           "his thumb turned purple", "his ankle is swollen and purple", "his wrist is purple",
           "his thigh is already turning black"]


def test_a_part_gone_purple_is_a_bruise(lex):
    missed = [text for head, part in itertools.product(
        ["Vuk takes off his boot;", "Vuk looks down and"], BRUISED)
        if not mine(lex, text := f"{head} {part}.", "injury")]
    assert missed == []


PURPLE_CONTROLS = ["Vuk's face turned purple with rage.", "Vuk's lips are purple from the "
                   "cold.", "Vuk's hands are purple with juice after the grape harvest.",
                   "Vuk's nails are purple.", "The sky is purple over the hills.",
                   "Vuk's shirt is purple.", "Vuk paints the fence purple.",
                   "Vuk's eyes are blue.", "Vuk's hands are black with engine oil.",
                   "Vuk's feet are black from the mud."]


def test_a_purple_face_stain_or_thing_is_no_bruise(lex):
    assert [t for t in PURPLE_CONTROLS if mine(lex, t, "injury")] == []


GUTS = ["your guts churning", "your stomach churning", "your belly cramping",
        "your stomach gurgling"]
CAUSES = ["after last night's street food", "after the oysters", "from the dodgy prawns",
          "after the reheated curry", "from the street-stall kebab", "after that milkshake"]


def test_a_gut_upset_by_food_or_drink_is_an_illness(lex):
    missed = [text for gut, cause in itertools.product(GUTS, CAUSES)
              if not mine(lex, text := f"You lie on the sofa, {gut} {cause}.", "illness",
                          "you")]
    assert missed == []


NERVES = ["Vuk's stomach is churning before the exam.",
          "Vuk's stomach churns at the thought of the interview.",
          "Vuk's stomach is churning after skipping lunch.",
          "Vuk's stomach churns from nerves.",
          "Vuk's stomach is rumbling after the long walk.",
          "The butter churn is by the door after the milking."]


def test_a_churning_stomach_with_no_food_named_is_no_illness(lex):
    assert [t for t in NERVES if mine(lex, t, "illness")] == []
