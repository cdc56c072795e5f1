"""A storm watched from behind a window or a shelter is scenery, and a shop's sale named for a
hazard is no hazard (core.yaml exceptions and ``danger.not_before``, session 21).

* "You watch the storm from the warm lodge window", "Ana watches the lightning through the
  hut window", "the market's storm sale starts today": no threat.
* Controls: a storm watched doing damage ("watch the storm tear tiles off the roofs"), a
  tornado seen from a window, a storm hitting the rig the observer is on: a threat.
"""

from __future__ import annotations

import pytest
from helpers import failing_cases

from engine.perception import perceive


def danger(lex, text: str, observer: str | None = "Ana") -> bool:
    return any(e.kind == "danger" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


def test_no_threat(lex) -> None:
    def one_case(text):
        assert not danger(lex, text), text

    cases = [
        "Ana watches the storm from the warm lodge window.",
        "Ana watches the lightning through the hut window.",
        "Ana listens to the blizzard from her bunk at the Antarctic base.",
        "The market's storm sale starts today.",
        "Ana finds a fire sale on kiln shelves.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana and Tom watch the storm tear tiles off the roofs on their street.",
    "Ana watches the tornado from the window.",
    "A storm hits the rig while Ana is on deck.",
])
def test_a_threat(lex, text):
    assert danger(lex, text), text


def test_second_person(lex):
    assert not danger(lex, "You watch the storm from the warm lodge window.", None)
