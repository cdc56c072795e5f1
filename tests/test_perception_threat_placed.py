"""The observer inside the group or the place a threat strikes is in it; one who watches is not.

"A rig swings loose above the crowd, with Magnus standing right beneath it" and "petrol bombs
are thrown at the police line where Ana is standing" are the observer's danger; "the wave
swamps the boat Ana is watching from the pier" is not, and someone else placed there keeps the
danger theirs.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

THREATS = [
    "A lighting rig swings loose above the crowd",
    "Petrol bombs are thrown at the police line",
    "A car ploughs into the spectators",
    "Hailstones hammer the campsite",
]
PLACES = ["with {who} standing right beneath it", "where {who} is standing",
          "with {who} right in the middle of it", "where {who} is waiting"]


def kinds(lex, text: str, observer: str) -> set[tuple[str, str]]:
    return {(e.kind, e.subject) for e in perceive(text, lex, observer=observer)
            if not e.negated and e.mode == "actual"}


def test_the_observer_placed_where_a_threat_strikes_is_in_it(lex) -> None:
    def one_case(threat, place, who):
        text = f"{threat}, {place.format(who=who)}."
        assert ("danger", "self") in kinds(lex, text, "Magnus")

    cases = list(itertools.product(THREATS, PLACES, ["Magnus", "you"]))
    assert failing_cases(one_case, cases) == []


def test_someone_else_placed_there_keeps_the_danger_theirs(lex) -> None:
    def one_case(threat, place, who):
        text = f"{threat}, {place.format(who=who)}."
        assert ("danger", "self") not in kinds(lex, text, "Magnus")

    cases = list(itertools.product(THREATS, PLACES, ["Tom", "Magnus's brother", "his sister"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("threat", THREATS)
@pytest.mark.parametrize("watch", ["with {who} watching from the bar",
                                   "with {who} filming from the bridge",
                                   "where {who} is watching from a balcony"])
def test_the_observer_who_watches_it_strike_is_a_witness(lex, threat, watch):
    text = f"{threat}, {watch.format(who='Magnus')}."
    assert ("danger", "self") not in kinds(lex, text, "Magnus")


@pytest.mark.parametrize("threat, thing", [
    ("The wave swamps", "the boat"), ("The fire spreads to", "the tent"),
    ("The flood sweeps away", "the car"), ("The rockfall buries", "the hut"),
])
@pytest.mark.parametrize("watch", ["is watching from the pier", "is looking at",
                                   "is filming from the ridge"])
def test_the_thing_the_observer_watches_is_not_theirs(lex, threat, thing, watch):
    assert ("danger", "self") not in kinds(lex, f"{threat} {thing} Ana {watch}.", "Ana")


@pytest.mark.parametrize("threat, thing", [("The wave swamps", "the boat"),
                                           ("The fire spreads to", "the tent")])
def test_the_thing_the_observer_is_in_stays_theirs(lex, threat, thing):
    assert ("danger", "self") in kinds(lex, f"{threat} {thing} Ana is in.", "Ana")


@pytest.mark.parametrize("who, verb", [("Two snowboarders", "collide"),
                                       ("Tom", "nearly drowns in the river"),
                                       ("A climber", "slips on the ice"),
                                       ("The kids", "fall through the ice")])
# ("above you" is a place cue of the observer's own: a threat right above them is theirs)
@pytest.mark.parametrize("where", ["just below you", "right below you", "beneath you"])
def test_someone_elses_threat_right_below_the_observer_stays_theirs(lex, who, verb, where):
    assert ("danger", "self") not in kinds(lex, f"{who} {verb} {where}.", "Liam")


@pytest.mark.parametrize("text", ["A rock falls from the cliff above you.",
                                  "A slab of ice crashes down just below you.",
                                  "The ice cracks right beneath you."])
def test_a_thing_that_comes_down_near_the_observer_stays_theirs(lex, text):
    assert ("danger", "self") in kinds(lex, text, "Liam")
