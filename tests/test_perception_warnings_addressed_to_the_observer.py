"""A broadcast, an alert or an order addressed to a group the observer is one of, or about the
place where the observer is, warns the observer: mild danger of theirs (core.yaml
``cues.local``, ``cues.distance`` and the ``warned`` danger terms).

* A group addressed ("every pupil", "all passengers", "all night drivers"): the threat is where
  those addressed are, not the sender's ("the weather app pings every pupil on the field trip:
  thunderstorms over the moor within the hour").
* The observer's current place: "this building", the way their ride runs ("the valley the
  train is running through"), a short way from a place known to the listener ("a few kilometres
  from the campsite"), a room of their own beside the threat ("Efua's basement flat").
* A sighting or a report of trouble ("orcs sighted", "fight reported") counts only with such an
  alert; with no report verb the alert is still a warning, milder than a present threat.
* Controls: a warning about somewhere else or someone else stays reported ("the news says a
  storm hit Lisbon"), a warning long past ("last year") is none, and a hazard that truly
  befell someone named before it stays theirs ("the guard tells all passengers that a man
  collapsed in carriage C").
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Kwabena"


def mine(lex, text: str) -> bool:
    return any(e.kind == "danger" and e.is_actual_self
               for e in perceive(text, lex, observer=OBSERVER))


def mine_strength(lex, text: str) -> float:
    return max((e.strength for e in perceive(text, lex, observer=OBSERVER)
                if e.kind == "danger" and e.is_actual_self), default=0.0)


SENDERS = ["The weather app pings", "A text from the organisers goes to",
           "The guard announces to", "The council alert reaches"]
GROUPS = ["every pupil", "all passengers", "all visitors", "every camper", "all night drivers"]
THREATS = ["thunderstorms with lightning are expected within the hour",
           "a flash flood is forecast for this evening",
           "a wildfire is spreading towards the road"]


def test_an_alert_to_a_group_warns_the_observer(lex) -> None:
    def one_case(sender, group, threat):
        assert mine(lex, f"{sender} {group}: {threat}.")

    cases = list(itertools.product(SENDERS, GROUPS, THREATS))
    assert failing_cases(one_case, cases) == []


PLACES = ["the valley the train is running through", "the basement of this building",
          "a few kilometres from the campsite", "a few miles from the campsite",
          "two miles from the east gate"]
REPORTS = ["The guard announces over the tannoy that {} is under a flood warning.",
           "Kwabena reads on his phone that a wildfire is burning {}.",
           "The radio says a storm will hit {} tonight."]


def test_a_warning_for_the_observers_current_place_is_theirs(lex) -> None:
    def one_case(report, place):
        text = report.format(place)
        assert mine(lex, text)
        if " reads " in text:  # told, not present: milder than a present threat
            assert mine_strength(lex, text) < 1.0

    cases = list(itertools.product(REPORTS, PLACES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("sighting", ["orcs sighted", "wolves sighted", "fight reported",
                                      "bear sighted"])
@pytest.mark.parametrize("order", ["all citizens inside the walls!",
                                   "do not stop there until police arrive.",
                                   "all visitors please go into the nearest building now."])
def test_a_sighting_with_an_order_warns_the_observer(lex, sighting: str, order: str) -> None:
    assert mine(lex, f"The bell clangs: {sighting} two miles from the east gate, {order}")


def test_a_room_of_the_observers_own_beside_the_threat(lex) -> None:
    assert mine(lex, "A neighbour shouts over the fence that the river is still rising, and "
                     "Kwabena's basement flat sits below it.")


def test_warnings_elsewhere_past_or_of_others_are_not_his(lex) -> None:
    def one_case(text):
        assert not mine(lex, text)

    cases = [
        # somewhere else, or someone else
        "The news says a storm hit Lisbon.",
        "Kwabena reads that a wildfire is burning in Australia.",
        "The news says a bear was sighted in Alaska.",
        "A fight reported at the pub made the local paper.",
        "Orcs sighted near the border, the herald reads to the king.",
        # long past
        "The teacher tells every pupil that a storm hit the school in Lisbon last year.",
        "The guide tells all visitors that a flood swept through this valley last month.",
        # what befell someone named before it stays theirs
        "The guard tells all passengers that a man collapsed in carriage C.",
        "The guard says a passenger on this train has collapsed and asks for a doctor.",
        # a heatwave is a threat only as a warning
        "The heatwave has doubled her bills.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "The guard tells all passengers that a man collapsed in carriage C.",
    "The steward tells all visitors that a woman has fainted near the stage.",
])
def test_what_befell_someone_else_is_theirs(lex, text: str) -> None:
    events = [e for e in perceive(text, lex, observer=OBSERVER) if e.kind == "danger"]
    assert all(e.subject == "other" for e in events)
