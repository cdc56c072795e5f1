"""A threat told with a safety order, or at a place a pronoun gives to its owner.

* A safety order given with a warned threat (core.yaml ``cues.local``: "stay on marked pistes",
  "get to the shelter", "nobody should leave", "everyone should move back", "do not stop
  there") urges it on those who hear it: the threat is where the observer is, a threat now.
* "his town", "her island", "their village" (a local cue whose phrase holds the pronoun, so no
  mention resolved it) are the latest person's named before it whose gender fits: "Tom says a
  flood has hit his town" is Tom's (it was the observer's: a leak); with nobody named before
  it ("a typhoon will hit her island tonight", on the observer's phone), the observer's; "their"
  after the observer is named includes them ("a text from Odile's flatmate: ... their street").
  A person word of unknown gender leaves it open ("a neighbour shouts that his farm is expected
  to flood" warns the observer: test_perception_warned_and_hurt.py).
* Controls: a past threat with an order is no warning, a threat to someone else's village
  stays theirs.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Ana"


def own_danger(lex, text: str) -> bool:
    return any(e.is_actual_self and e.kind == "danger"
               for e in perceive(text, lex, observer=OBSERVER))


def test_a_warned_threat_with_a_safety_order_is_the_listeners(lex) -> None:
    def one_case(speaker, threat, order):
        assert own_danger(lex, f"{speaker} tells Ana that {threat} and {order}.")

    cases = list(itertools.product(
        ["The warden", "The guide", "The ski patroller"],
        ["a thunderstorm will hit the ridge tonight", "avalanche risk is high this afternoon",
         "a dust storm is coming"],
        ["nobody should leave after four", "everyone should move back", "stay on marked pistes",
         "get to the shelter now"]))
    assert failing_cases(one_case, cases) == []


def test_a_threat_at_his_place_after_someone_else_is_theirs(lex) -> None:
    def one_case(owner, place):
        assert not own_danger(lex, f"{owner} a flood has hit {place}.")

    cases = list(itertools.product(
        ["Tom says", "Ana's brother says", "Her cousin writes that", "The old fisherman says"],
        ["his town", "his village", "his island", "his valley"]))
    assert failing_cases(one_case, cases) == []


def test_a_threat_at_her_place_with_nobody_else_named_is_the_observers(lex) -> None:
    def one_case(opener, place):
        assert own_danger(lex, f"{opener} a typhoon will hit {place} tonight.")

    cases = list(itertools.product(
        ["A bulletin on Ana's phone:", "The radio warns that", "Ana hears that"],
        ["her island", "her village", "her town", "her valley"]))
    assert failing_cases(one_case, cases) == []


def test_their_street_after_the_observer_includes_them(lex) -> None:
    assert own_danger(lex, "A text from Ana's flatmate: a gas leak has closed their street and "
                           "the fire brigade is there now.")


@pytest.mark.parametrize("text", [
    "Ana reads that a storm hit her friend's village.",
    "The warden says a thunderstorm hit the ridge in 1990 and nobody should leave.",
    "Tom says a flood has hit his town, and Ana sends him money.",
])
def test_controls_no_threat_to_the_observer(lex, text: str) -> None:
    assert not own_danger(lex, text)
