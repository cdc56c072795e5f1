"""An object that thumps or pings close to the subject is a near miss (core.yaml danger
``near_miss.hazards``: thump, ping).

"A loose tractor tyre rolls down the slope and thumps into the fence a few feet from Kiri", "a
pebble pings off Paulina's windscreen" are the observer's danger; controls: a phone or a
microwave that pings, a fist that thumps a table, and the same impact beside someone else are
not.
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


def test_an_impact_close_to_the_observer_is_a_near_miss(lex) -> None:
    def one_case(thing, impact, place):
        assert own_danger(lex, f"{thing} {impact} {place}.")

    cases = list(itertools.product(
        ["A loose tyre", "A stone", "A falling branch", "A stray ball"],
        ["thumps into the fence", "thumps onto the path", "pings off the railing"],
        ["a few feet from Ana", "a metre from you", "right behind Ana"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("thing", "shield"), list(itertools.product(
    ["A pebble", "A stone", "A hailstone"], ["Ana's windscreen", "your windscreen",
                                             "Ana's helmet"])))
def test_an_impact_on_the_observers_shield_is_a_near_miss(lex, thing: str, shield: str) -> None:
    assert own_danger(lex, f"{thing} pings off {shield} on the motorway.")


@pytest.mark.parametrize("text", [
    "Ana's phone pings.",
    "The microwave pings and Ana takes out her soup.",
    "Tom thumps the table.",
    "Ana thumps her pillow and goes to sleep.",
    "A loose tyre thumps into the fence a few feet from Tom.",
])
def test_controls_no_near_miss_of_the_observer(lex, text: str) -> None:
    assert not own_danger(lex, text)
