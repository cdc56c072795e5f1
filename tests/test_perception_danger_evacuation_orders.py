"""An evacuation or a muster ordered where the observer hears it makes the threat named with it
theirs (core.yaml ``cues.local``: "evacuate now", "please evacuate", "all visitors please"),
also in a quoted announcement.

* Controls: an order told of others elsewhere ("all residents must leave" in a relative's
  city, "all hands to the pumps" in a sister's text, "lock your doors" on the news), a film's
  order, and a threat far away stay someone else's.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Grace"

SPEAKERS = ["the fire warden on the tannoy", "the duty officer over the speakers",
            "a voice on the intercom"]
THREATS = ["Smoke reported on the third floor", "Fire in the east stairwell",
           "Gas leak in the basement"]
ORDERS = ["evacuate now", "please evacuate the building",
          "all visitors please go to the nearest exit"]


def own_danger(lex, text: str) -> bool:
    return any(e.is_actual_self and e.kind == "danger"
               for e in perceive(text, lex, observer=OBSERVER))


def test_an_announced_threat_with_an_evacuation_order_is_the_listeners(lex) -> None:
    def one_case(speaker, threat, order):
        text = f"'{threat}, {order}.' comes from {speaker} as Grace packs up."
        assert own_danger(lex, text), text

    cases = list(itertools.product(SPEAKERS, THREATS, ORDERS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Grace's sister texts from Manila: a typhoon is coming and all residents must leave.",
    "Grace watches a film in which a captain yells to evacuate now.",
    "On the radio, the trawler's skipper orders all crew to the lifeboats as the trawler "
    "takes on water forty miles north.",
    "Grace reads a novel in which the villagers head for the shelters as the bombers come.",
    "Grace's sister texts that the captain ordered all hands to the pumps as the storm hit.",
    "On the news, a reporter says police told locals to lock your doors as the gunman is "
    "still at large.",
    "Grace's brother in Oslo says the fire warden told them to evacuate now.",
])
def test_an_order_told_of_others_stays_theirs(lex, text):
    assert not own_danger(lex, text), text
