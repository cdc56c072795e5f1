"""A dangerous beast in, under or outside something of the observer's, and threats told by
what happens to the body or its footing (core.yaml ``danger.near_miss.beast_near``, terms and
``unfolding`` groups; engine ``perception`` near misses; session 21).

* "A bear outside my tent", "a scorpion in your boot", "a snake under Ana's bunk", "a boar
  bursts from the thicket at Ana": the beast this close is the threat.
* Water risen to the body ("the floodwater is up to Ana's waist"), a load sliding at the
  subject, a parachute that does not open, thrown by a jolt ("you are thrown into the aisle"),
  hanging from a cliff by one hand or over the drop, a funnel cloud.
* Controls: a beast in someone else's place, in a zoo; a person dropped outside her house;
  "up to her neck in paperwork", a child up to her knees in a paddling pool; a parachute that
  opens; thrown into a new job.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

OBSERVER = "Ana"


THREATS = [
    ("Ana", "A bear is sniffing outside Ana's tent."),
    ("-", "There's a scorpion in your boot."),
    ("Ana", "A snake is coiled under Ana's bunk."),
    ("Ana", "A wild boar bursts from the thicket at Ana, tusks lowered."),
    ("Ana", "The floodwater is up to Ana's waist."),
    ("Ana", "Ana: the water is up to my knees in the hut and still coming"),
    ("Ana", "The lorry's load shifts and starts sliding toward Ana."),
    ("Ana", "Ana's parachute doesn't open."),
    ("-", "The train's brakes screech and you are thrown into the aisle."),
    ("Ana", "Ana is hanging from the cliff by one hand."),
    ("-", "Your rope jams and you dangle over the drop."),
    ("Ana", "Ana sees a funnel cloud touch down a kilometre from the farm."),
]

NONE = [
    "A bear is in Tom's campsite across the lake.",
    "Ana photographs a bear in the zoo.",
    "Tom drops Ana outside her house.",
    "Ana drops her bag on her bed.",
    "Ana's daughter is up to her knees in the paddling pool.",
    "Ana is up to her neck in paperwork.",
    "Ana's parachute opens perfectly over the drop zone.",
    "Ana is thrown into a new job on her first day.",
]


def test_a_threat_to_the_observer(lex) -> None:
    def one_case(observer, text):
        assert "danger" in actual_kinds(lex, text, None if observer == "-" else observer), text

    cases = THREATS
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", NONE)
def test_no_threat_to_the_observer(lex, text):
    assert "danger" not in actual_kinds(lex, text, OBSERVER), text
