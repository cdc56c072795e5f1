"""Fumes filling a room, a thing of the observer's that crashes or fails, and a hazard landing
where the observer stood are the observer's danger.

* core.yaml ``danger.unfolding``: fumes + fill, pour into, overcome ("fumes from the glaze kiln
  fill the studio", "diesel fumes are pouring into the cabin"); fumes that hang are air.
* perception._told_state: a finite verb inside a term after the observer's owner word tells the
  thing in trouble, no tool ("my car crashes on the ice", "my parachute fails to open"); "you
  sharpen your knife" and "you stoke your fire" stay tools.
* core.yaml ``danger.near_miss.near``: "where" ("a piece of scaffolding lands where Noor was
  standing a second before").
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_fumes_failing_things_and_where_one_stood_are_danger(lex) -> None:
    def one_case(observer, text):
        assert "danger" in actual_kinds(lex, text, observer), text

    cases = [
        ("Mei", "Mei starts coughing as fumes from the glaze kiln fill the studio."),
        (None, "Diesel fumes are pouring into the submarine's aft cabin."),
        (None, "My car crashes on the ice outside the monastery."),
        (None, "My parachute fails to open over the salt flats."),
        ("Noor", "A piece of scaffolding falls and lands where Noor was standing a second before."),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("observer,text", [
    ("Mei", "Exhaust fumes hang over the bus park as Mei waits."),
    (None, "You sharpen your knife before the harvest."),
    (None, "You stoke your fire in the hut's stove."),
    ("Mei", "Mei's perfume fills the pottery studio."),
])
def test_air_tools_and_tended_fires_are_no_danger(lex, observer, text):
    assert "danger" not in actual_kinds(lex, text, observer), text
