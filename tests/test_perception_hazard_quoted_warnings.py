"""A threat shouted in a quoted warning at the observer is theirs, now.

"'Get out of the barracks, the slope above is moving!' the foreman yells through the door at
you" was a report (a threat inside a quotation is told); a quotation that opens with an order
to get away ("get", "mind", "run", "watch"), shouted (shout, yell, scream, bellow) with the
observer named after the shout, is a warning to them where they are. A quotation with no order
stays a report, and a warning shouted at someone else stays theirs.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBSERVER = "Kenji"


ORDERS = ["Get out", "Run", "Mind your head", "Move"]
THREATS = ["the slope above is moving", "that icicle is about to fall",
           "the bridge is collapsing", "the roof is giving way"]
SHOUTS = ["the foreman yells through the door at you", "a guest shouts as Kenji steps out",
          "the guide screams at Kenji", "the warden bellows as you reach the gate"]


def test_a_quoted_warning_shouted_at_the_observer_is_their_threat(lex):
    cases = [f"'{o}, {t}!' {s}." for o, t, s in itertools.product(ORDERS, THREATS, SHOUTS)]
    assert [c for c in cases if "danger" not in actual_kinds(lex, c, OBSERVER)] == []


@pytest.mark.parametrize("text", [
    # no order: a report of elsewhere
    "'The slope above the village moved in the night,' Tom says to Kenji.",
    "'The bridge is collapsing in the film,' Tom tells Kenji.",
    # shouted at someone else
    "'Get out, the slope above Tom's house is moving!' the foreman yells at Tom.",
])
def test_reports_and_warnings_to_others_are_not_the_observers(lex, text):
    assert "danger" not in actual_kinds(lex, text, OBSERVER)
