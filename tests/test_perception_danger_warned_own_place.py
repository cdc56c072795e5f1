"""A threat warned of for the observer's own place is theirs (core.yaml ``cues.local``,
``cues.distance`` and ``danger.not_after``).

* A first- or second-person owner ("your", "my", "our") with a place a person lives, works or
  stays in ("island", "station", "sector", "farm", "camp") is the observer's place: "a dust
  storm will reach your station within the hour" (r74-105). A third-person owner ("her
  island", "Tom's village") may be anyone's: only the pairs listed before session 11 count,
  since adding every one of them gave the observer someone else's danger on held-out text.
* Controls: a threat on another continent, a warning past ("last summer's heat warning", one
  modifier between the time and the term, r76-099) and a war long over ("bombed out of his
  house during the war", h16-124) are none.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Sakura"

TEMPLATES = ["A bulletin on Sakura's phone: a typhoon will make landfall on {} tonight.",
             "Radio bulletin: a dust storm will reach {} within the hour.",
             "The forecast says a flood will hit {} by morning.",
             "Sakura's neighbour warns that a wildfire is heading for {}."]
OWNERS = ["your", "my", "our"]
PLACES = ["island", "station", "valley", "village", "farm", "camp", "sector", "base",
          "settlement", "ranch"]


def mine(lex, text: str) -> bool:
    return any(e.kind == "danger" and e.is_actual_self
               for e in perceive(text, lex, observer=OBSERVER))


def test_a_warning_for_the_observers_place_is_theirs(lex) -> None:
    def one_case(template, owner, place):
        assert mine(lex, template.format(f"{owner} {place}"))

    cases = list(itertools.product(TEMPLATES, OWNERS, PLACES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "A bulletin on Sakura's phone: a typhoon has made landfall on an island on another "
    "continent.",
    "Sakura reads about last summer's storm warning for her island in an old magazine.",
    "Sakura reads about last year's flood warning for her valley in the parish newsletter.",
    "Sakura's grandad tells her about the flood that swept his village years ago.",
    "Sakura's grandad tells her about being bombed out of his house during the war.",
    "On the radio, a storm is battering islands on the other side of the ocean.",
    "Tom's sister warns him that a flood will hit his valley by morning.",
    "Radio bulletin for Tom: a dust storm will reach his station within the hour.",
])
def test_warnings_elsewhere_or_past_are_not_hers(lex, text: str) -> None:
    assert not mine(lex, text)
