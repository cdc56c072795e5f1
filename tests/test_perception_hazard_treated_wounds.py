"""A wound being closed is the patient's hurt, and a back or a muscle strained is a hurt
(core.yaml ``injury.terms``, ``injury.verbs``).

* "is being stitched up", "got stitched up" after a cut is the patient's injury, theirs
  whoever is named (another patient's stays theirs).
* The medic who stitches someone up is working, not hurt.
* A back that gives out under a load, a muscle tweaked, or a joint said to be killing its owner
  ("ankle's killing me") is a hurt; a tweaked recipe and feet killing someone after a shift
  are none.

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


def test_a_back_giving_out_or_a_tweaked_muscle_is_a_hurt(lex):
    missed = [text for subject, hurt in itertools.product(
        ["Dara", "You"], ["tweak a hamstring", "tweaked a muscle lifting the crate"])
        if not injured(lex, text := f"{subject} {hurt}.")]
    missed += [text for owner, verb in itertools.product(
        ["Dara's back", "Your back"],
        ["gives out as she lifts the crate", "gave out on the stairs"])
        if not injured(lex, text := f"{owner} {verb}.")]
    assert missed == []


def test_a_tweaked_recipe_or_slide_is_no_hurt(lex):
    fired = [text for thing in ["the recipe", "her slides before the pitch", "the settings"]
             if injured(lex, text := f"Dara tweaks {thing}.")]
    assert fired == []


def test_a_joint_said_to_be_killing_its_owner_is_a_hurt(lex):
    missed = [text for owner, joint in itertools.product(
        ["Dara's", "Your"], ["ankle is killing", "knee's killing", "shoulder is killing"])
        if not injured(lex, text := f"Got clipped by the ramp. {owner} {joint} her.")]
    assert missed == []
    fired = [text for text in ["Dara's feet are killing her after the double shift.",
                               "Dara hums 'Killing Me Softly' at the tram stop.",
                               "Tom tells Dara: 'my shoulder's killing me.'"]
             if injured(lex, text)]
    assert fired == []
