"""A journey or an event put off by a threat elsewhere is a disruption, not a threat where the
observer is; gear, clubs and shops named for a weapon and a hazard chased for fun are no threat
(core.yaml ``danger.not_after``, ``danger.not_before``).

* "Mira's ferry is cancelled because of high winds", "her train is delayed by flooding further
  up the line", "the match is called off because of the storm": no danger.
* "Mira cleans the gun cabinet", "joins the gun club", "goes storm chasing": no danger.
* Controls: the same threat where the observer is stays a threat.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Mira"

EVENTS = ["Mira's ferry is", "Mira's train is", "Mira's flight is", "The match is"]
PUT_OFF = ["cancelled because of", "delayed by", "called off because of the",
           "postponed due to the", "delayed because of the"]
THREATS = ["high winds", "flooding further up the line", "storm", "blizzard", "wildfire"]
NAMED = ["Mira cleans the gun cabinet at the farm shop.", "Mira joins the gun club.",
         "Mira buys bait at the gun shop.", "Mira renews her gun licence.",
         "Mira goes storm chasing with her uncle for fun."]
STAYS = ["The storm hits Mira's town and her flight is delayed.",
         "Mira's ferry is caught in high winds off the headland.",
         "Flooding cuts off Mira's street.",
         "A man points a gun at Mira."]


def self_danger(lex, text: str) -> list:
    return [e for e in perceive(text, lex, observer=OBSERVER)
            if e.kind == "danger" and e.is_actual_self]


def test_a_disruption_by_a_threat_is_none(lex) -> None:
    def one_case(event, put_off, threat):
        text = f"{event} {put_off} {threat}."
        assert not self_danger(lex, text), text

    cases = list(itertools.product(EVENTS, PUT_OFF, THREATS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", NAMED)
def test_things_named_for_a_weapon_and_storm_chasing_are_none(lex, text):
    assert not self_danger(lex, text), text


@pytest.mark.parametrize("text", STAYS)
def test_the_threat_where_the_observer_is_stays(lex, text):
    assert self_danger(lex, text), text
