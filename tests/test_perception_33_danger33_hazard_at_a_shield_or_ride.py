"""Session 33, round danger33: a hazard that strikes or passes the observer's shield or the
vehicle they ride in is a near miss of theirs.

* A loose thing that whips, spins or swings past a shield of the observer's (a visor, a
  helmet, a windscreen: core.yaml ``danger.near_miss.shields``) is a near miss, as past a body
  part ("a loose cable whips past Amara's visor").
* A hazard that slams, smashes or crashes into or against the vehicle the observer rides in
  (``danger.near_miss.ridden``: a ute, a van, a rover) or its front (a bull bar, a bumper;
  a shield may follow one modifier) is a near miss ("a big red roo slams into Bazza's bull
  bar").
* Guards: someone else's shield or vehicle is theirs; a load that falls off or from the
  observer's truck or car is no threat ("a box falls off Bazza's truck"); the observer moving
  into their own seat is their doing.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Amara"


def test_a_loose_thing_past_the_observers_shield_is_a_near_miss(lex) -> None:
    def one_case(thing, verb, shield):
        text = f"{thing} {verb} past Amara's {shield}."
        assert actual_kinds(lex, text, OBSERVER) == {"danger"}, text

    cases = list(itertools.product(
        ["A loose cable", "The snapped tether", "A spinning shard", "The broken boom"],
        ["whips", "spins", "swings"], ["visor", "helmet", "windscreen"]))
    assert failing_cases(one_case, cases) == []


def test_a_hazard_into_the_observers_ride_is_a_near_miss(lex) -> None:
    def one_case(hazard, verb, ride):
        text = f"{hazard} {verb} into Amara's {ride}."
        assert actual_kinds(lex, text, OBSERVER) == {"danger"}, text

    cases = list(itertools.product(
        ["A big red roo", "A loose boulder", "A runaway trolley"], ["slams", "smashes"],
        ["ute", "van", "rover", "bull bar", "front bumper", "car"]))
    assert failing_cases(one_case, cases) == []


def test_someone_elses_shield_or_ride_is_theirs(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, OBSERVER) == set(), text
        assert "danger" in other_kinds(lex, text, OBSERVER), text

    cases = ["A loose cable whips past Tom's visor.", "A loose cable spins past Tom's helmet.",
             "A big red roo slams into Tom's bull bar.", "A loose boulder slams into Tom's ute.",
             "A runaway trolley slams into Tom's van.", "A big red roo slams into Tom's car.",
             "A loose boulder smashes into Tom's front bumper.",
             "The broken boom swings past Tom's windscreen.",
             "A big red roo slams into Tom's rover.", "A loose cable whips past Tom's windscreen."]
    assert failing_cases(one_case, cases) == []


def test_a_load_off_the_observers_vehicle_or_their_own_move_is_no_threat(lex) -> None:
    def one_case(text):
        assert "danger" not in actual_kinds(lex, text, OBSERVER) | other_kinds(
            lex, text, OBSERVER), text

    cases = ["A box falls off Amara's truck.", "A bag falls from Amara's car.",
             "A crate slides off Amara's ute.", "A parcel drops from Amara's van.",
             "Amara slams into her car seat.", "Amara slides into her ute.",
             "A loose cable whips past Amara's car.",
             "Tom spins past Amara's helmet on his skates.",
             "A glass falls off Amara's bar.", "A bottle rolls off Amara's bumper."]
    assert failing_cases(one_case, cases) == []
