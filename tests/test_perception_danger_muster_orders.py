"""An order to everyone there to get to a muster place, shouted or broadcast with a threat
(core.yaml ``cues.local``): the threat is where those ordered are.

* "The first AD shouts over the PA: 'Sandstorm coming in fast, everyone to the vehicles,
  now!'": the observer's danger, actual.
* Controls: a direction ("everyone to the south lost power") in the news stays the news; a
  muster order with no threat is no danger.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Mira"

THREATS = ["Sandstorm coming in fast from the west", "Fire in the hold",
           "Flash flood coming down the wadi", "Storm's about to hit"]
ORDERS = ["everyone to the vehicles", "everybody to the vehicles", "everyone to the boats",
          "everyone to the lifeboats", "everyone to the trucks"]
SPEAKERS = ["The first AD shouts over the PA: '{t}, {o}, now!'",
            "'{t}, {o}!' the skipper bellows."]


def danger(lex, text: str, observer: str = OBSERVER) -> list:
    return [e for e in perceive(text, lex, observer=observer) if e.kind == "danger"]


def test_a_muster_order_with_a_threat_is_the_hearers(lex) -> None:
    def one_case(speaker, threat, order):
        text = speaker.format(t=threat, o=order)
        assert any(e.is_actual_self for e in danger(lex, text)), text

    cases = list(itertools.product(SPEAKERS, THREATS, ORDERS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "The news says a storm hit Lima and everyone to the south lost power.",
    "The radio says a fire broke out in Oslo and everyone to the east was moved.",
])
def test_a_direction_in_the_news_stays_the_news(lex, text):
    assert not any(e.is_actual_self for e in danger(lex, text)), text


@pytest.mark.parametrize("order", ORDERS)
def test_a_muster_order_alone_is_no_danger(lex, order):
    text = f"'Right, {order}, we leave in ten minutes,' the guide calls to {OBSERVER}."
    assert not danger(lex, text), text
