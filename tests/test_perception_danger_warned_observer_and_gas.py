"""A threat the observer is warned of by pronoun ("warns you that ...", "warns us: ...") is
theirs, as one told to a whole crew (perception._warned_groups); gas told leaking or escaping
(core.yaml ``danger.unfolding``: gas, propane, butane ... + leak, vent, escape) and ice told
thin ("the ice is too thin here") are threats where the observer is.

* "The foreman warns you that a squall is coming in", "the abbot warns us that the bell tower
  is cracking", "the foreman warns Sven: the gas line is leaking".
* Controls: a victim named in the warning keeps it theirs ("warns you that a man has fallen
  overboard"); a water pipe that leaks and a hob that hisses are no gas leak.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_a_warned_or_leaking_threat_is_danger(lex) -> None:
    def one_case(observer, text):
        assert "danger" in actual_kinds(lex, text, observer), text

    cases = [
        (None, "The foreman warns you that a squall is coming in over the rig."),
        (None, "The abbot warns us that the bell tower is cracking."),
        ("Sven", "The foreman warns Sven: the gas line is leaking."),
        ("Sven", "Gas is escaping from the cracked main outside Sven's hut."),
        ("Sven", "The ice is too thin here, Sven."),
        (None, "The propane in the monastery kitchen is leaking."),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("observer,text", [
    (None, "The foreman warns you that a man has fallen overboard."),
    ("Sven", "The pipe under the sink in the laundry is leaking."),
    ("Sven", "The gas hob hisses as Sven lights it for the soup."),
    ("Sven", "The foreman warns Tom that a squall is coming in while Sven sleeps ashore."),
])
def test_no_threat_of_the_observers_is_no_danger(lex, observer, text):
    assert "danger" not in actual_kinds(lex, text, observer), text
