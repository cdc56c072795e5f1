"""A loose thing's motion past the observer's body part is a near miss (session 32, round danger).

* A motion verb of ``danger.near_miss.part_hazards`` (spins, whips, swings, lashes, shoots,
  buries itself) is a hazard only when its proximity phrase ends at a person's body part:
  "the pickaxe head spins past Mateusz's ear", "the warp whips across the deck a foot from
  your legs", "a cleaver ... buries itself in the board beside Yasmine's hand". A denied hurt
  after it ("but it doesn't touch him") does not cancel the threat.
* A proximity word of ``near_miss.part_near`` ("next to", "near", "close to") makes a near miss
  only before a body part: "a black scorpion ... scuttles out right next to your fingers".
* A served thing that slides and then shatters beside someone is sharp glass, a threat ("a full
  tray of flutes slides off the trestle right beside Bartek and shatters everywhere").
* A sliding thing that taps, bumps or nudges a person's footwear (``near_miss.near``,
  ``near_miss.occupied``) is a near miss: "a loose basket slides across the deck and taps
  Rodel's boot".
* Controls: someone else's body part is their near miss; a person doing the motion ("Tom spins
  past Ana's ear on his skates"), a thing of theirs that is no body part ("spins past Ana's
  car"), a thing only named beside a hand ("the knife beside Ana's hand") and a noun ("Owen's
  swing", "the swing") are none for the observer.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Ana"
THINGS = ["The pickaxe head", "A loose hook", "The trawl warp", "A steel bolt", "The cable"]
MOTIONS = ["spins past", "whips past", "swings past", "lashes across the deck a foot from",
           "shoots past", "whips across the deck a hand's width from"]
PARTS = ["Ana's ear", "Ana's legs", "your face", "her head"]


def test_a_loose_things_motion_past_the_observers_body_part_is_a_near_miss(lex) -> None:
    def one_case(thing, motion, part, tail):
        text = f"Ana is on deck. {thing} {motion} {part}{tail}"
        assert actual_kinds(lex, text, OBSERVER) == {"danger"}, text

    cases = list(itertools.product(THINGS, MOTIONS, PARTS,
                                   [".", ", but it doesn't touch her.", " but she isn't hurt."]))
    assert failing_cases(one_case, cases) == []


def test_a_loose_things_motion_past_someone_elses_body_part_is_theirs(lex) -> None:
    def one_case(thing, motion, part):
        text = f"{thing} {motion} {part}."
        assert actual_kinds(lex, text, OBSERVER) == set(), text
        assert "danger" in other_kinds(lex, text, OBSERVER), text

    cases = list(itertools.product(THINGS, MOTIONS, ["Tom's ear", "Tom's legs"]))
    assert failing_cases(one_case, cases) == []


def test_a_motion_verb_is_no_hazard_without_a_body_part_or_of_a_person(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, OBSERVER) == set(), text

    cases = [
        "A stone spins past Ana's car.",
        "The bus swings past Ana's house.",
        "Tom spins past Ana's ear on his skates.",
        "Tom swings past Ana's desk on his way out.",
        "The dancer whips past Ana's table.",
        "The rope lies on the deck beside Ana's hand.",
        "Owen's swing goes past Ana's head.",
        "The children play on the swing beside Ana's bench.",
        "A ball rolls next to Ana.",
        "A cleaver hangs on the magnetic strip beside Ana's hand.",
        "The taxi shoots past Ana's building.",
        "Tom buries his face in the pillow beside Ana's shoulder.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_hazard_next_to_a_body_part_is_a_near_miss(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, OBSERVER) == {"danger"}, text

    cases = [
        "A black scorpion, tail raised, scuttles out from under the tray, right next to your "
        "fingers.",
        "A snake slithers out right next to Ana's foot.",
        "A brown snake slithers out near Ana's feet.",
        "A chisel slides off the bench and buries itself in the floor beside Ana's foot.",
        "A cleaver slides off the magnetic strip and buries itself in the board beside Ana's "
        "hand, but it doesn't cut her.",
        "A loose hook shoots past Ana's ear.",
        "The boom swings across the cockpit a hand's width from Ana's head.",
        "A full tray of flutes slides off the trestle right beside Ana and shatters everywhere, "
        "but she isn't cut.",
        "A tray of glasses slides off the shelf beside Ana and smashes.",
        "The ball sails past Ana's head.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_served_dish_that_only_slides_is_no_threat(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, OBSERVER) == set(), text

    cases = ["A plate of shakshuka slides across the table in front of Ana.",
             "The waiter slides a bowl of stew beside Ana.",
             "A tray of pastries slides along the counter towards Ana."]
    assert failing_cases(one_case, cases) == []


def test_a_sliding_thing_that_taps_the_observers_footwear_is_a_near_miss(lex) -> None:
    def one_case(thing, touch, worn, owner, want):
        text = f"{thing} slides across the deck and {touch} {owner}'s {worn} before it stops."
        assert actual_kinds(lex, text, OBSERVER) == want, text

    cases = [(*case, {"danger"} if case[3] == "Ana" else set()) for case in itertools.product(
        ["A loose basket", "A crate", "The fish box"], ["taps", "bumps", "nudges"],
        ["boot", "shoes", "sandal", "wellies"], ["Ana", "Tom"])]
    assert failing_cases(one_case, cases) == []


def test_a_person_who_slides_and_taps_a_boot_is_no_near_miss(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, OBSERVER) - {"exercise"} == set(), text

    cases = ["Tom slides across the deck and taps Ana's boot.",
             "Tom slides into his boots beside Ana.",
             "Ana taps the boot.",
             "The boot falls off the shelf.",
             "Tom bumps Ana's shoes with his bag as he slides past."]
    assert failing_cases(one_case, cases) == []
