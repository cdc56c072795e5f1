"""A wound being closed is the patient's hurt (core.yaml ``injury.terms``).

* "is being stitched up", "got stitched up" after a cut is the patient's injury, theirs
  whoever is named (another patient's stays theirs).
* The medic who stitches someone up is working, not hurt.

Seen in the tuning sets as an h95 line (a leak of work, the injury missed); the grids widen
the shape to subjects x forms x places.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Dara"


def injured(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.kind == "injury" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


def test_being_stitched_up_is_the_patients_hurt(lex):
    missed = [text for subject, form, place in itertools.product(
        ["Dara is", "You are"], ["being stitched up", "getting stitched up"],
        ["@ A&E: cubicle 4", "at the first-aid tent", "after a glass panel sliced her forearm"])
        if not injured(lex, text := f"{subject} {form} {place}.")]
    missed += [text for subject in ["Dara got", "You got"]
               if not injured(lex, text := f"{subject} stitched up after the match.")]
    assert missed == []


def test_someone_elses_stitches_or_the_medics_are_not_the_observers(lex):
    fired = [text for text in ["Dara's brother is being stitched up in the next cubicle.",
                               "Dara stitches up the climber's hand.",
                               "The nurse stitches up a patient while Dara waits."]
             if injured(lex, text)]
    assert fired == []
