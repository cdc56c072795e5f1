"""A thing on the move dodged, ducked or leapt clear of is a near miss for the one who got clear
(core.yaml ``danger.verbs``: "dodge", "duck", "sidestep" with a moving thing as object; the
``danger.terms`` "barely dodge", "jump out of the way", "throw yourself clear", "dive for
cover").

* "Ines dodges a falling icicle", "dodging falling rocks @ quarry", "barely dodges the swinging
  boom" ("barely" is no denial of a dodge), "you leap out of the way as the forklift
  reverses", "I throw myself clear as the cable whips across the deck".
* Controls: a question, a shift or a bullet dodged (an idiom) names no moving thing; someone
  else's dodge is theirs; things moved out of the way make room.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_a_near_miss_got_clear_of_is_danger(lex) -> None:
    def one_case(observer, text):
        assert "danger" in actual_kinds(lex, text, observer), text

    cases = [
        ("Ines", "Ines dodges a falling icicle outside the hut at the Antarctic base."),
        ("Ines", "Ines barely dodges the swinging crane hook on the rig deck."),
        ("Rafa", "Rafa: dodging falling rocks @ salt quarry"),
        ("Rafa", "Rafa dodges the runaway ore cart in the salt mine."),
        (None, "You barely dodge the swinging boom as the yacht gybes."),
        (None, "You leap out of the way as the forklift reverses through the laundry."),
        (None, "I throw myself clear as the mooring cable whips across the deck."),
        ("Ines", "A steel pipe rolls off the rack and Ines jumps out of its way just in time."),
        ("Ines", "Ines dives for cover as the shelling starts beyond the camp fence."),
        ("Ines", "Ines scrambles clear of the collapsing stack of barrels in the cellar."),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("observer,text", [
    ("Ines", "Ines dodges the abbot's question about the broken bell."),
    ("Ines", "Ines dodges her laundry shift again."),
    ("Ines", "Ines barely eats at the refectory table."),
    ("Ines", "Ines moves the crates out of the way of the kiln door."),
    ("Ines", "Tom dodges a falling icicle while Ines watches from the window."),
])
def test_no_moving_thing_or_someone_elses_dodge_is_no_danger(lex, observer, text):
    assert "danger" not in actual_kinds(lex, text, observer), text


def test_someone_elses_leap_is_theirs(lex):
    text = "Tom jumps out of the way of the ore cart."
    assert "danger" not in actual_kinds(lex, text, "Ines")
    assert "danger" in other_kinds(lex, text, "Ines")
