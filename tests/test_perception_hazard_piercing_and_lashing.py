"""A sharp or a lashing thing driven into or across a body part (core.yaml
``injury.crushed.piercing``, ``perception._crushed_parts``).

* "the blade sinks deep into her palm", "drives a tent peg into his foot", "a mooring line
  whips across your shin" are hurts of the part's owner.
* Controls: wind, rain or hair that whips across a face is no hurt; a nail driven into a plank,
  a car driven into a car park and a person sinking into a chair name no body part.

Seen in the tuning sets as h59, h97 and h99 lines; the grids widen each shape to things x verbs
x body parts.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Dara"


def injured(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.kind == "injury" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


def test_a_thing_driven_into_a_body_part_is_a_hurt(lex):
    missed = [text for thing, verb, part in itertools.product(
        ["The blade", "A splinter", "The hook"], ["sinks deep into", "plunges into", "slices into"],
        ["Dara's palm", "your thumb"])
        if not injured(lex, text := f"{thing} {verb} {part}.")]
    missed += [text for subject, part in itertools.product(["Dara drives", "You drive"],
                                                           ["foot", "hand"])
               if not injured(lex, text := f"{subject} a tent peg into "
                                           f"{'her' if subject.startswith('Dara') else 'your'}"
                                           f" {part}.")]
    assert missed == []


def test_a_line_lashing_across_a_body_part_is_a_hurt(lex):
    missed = [text for thing, verb, part in itertools.product(
        ["A mooring line", "The rope", "A snapped cable"], ["whips across", "lashes across"],
        ["your shin", "Dara's arm"])
        if not injured(lex, text := f"{thing} snaps taut and {verb} {part}.")]
    assert missed == []


def test_wind_hair_or_things_without_a_body_part_are_no_hurt(lex):
    fired = [text for thing, verb, part in itertools.product(
        ["The wind", "Rain", "Her hair"], ["whips across", "lashes across"],
        ["Dara's face", "your cheek"])
        if injured(lex, text := f"{thing} {verb} {part}.")]
    fired += [text for text in ["Dara drives the nail into the plank.",
                                "You drive into the car park.",
                                "Dara sinks into her armchair with a sigh."]
              if injured(lex, text)]
    assert fired == []
