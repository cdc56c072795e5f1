"""Trapped in a failing or burning place, caught in a crush, a current or crossfire, swept or
washed off by water, sinking into quicksand or a bog, running out of air, and a vessel that
sinks or takes on water with the observer aboard are the observer's danger (core.yaml
``danger.terms`` and the vessel group of ``danger.unfolding``).

* "Kim is trapped in the collapsed tunnel", "we are trapped on the roof by the floodwater",
  "Bruno is caught in the crush at the festival gate", "Dara is swept downstream by the
  current", "Tomas is washed off the jetty by a big wave", "Sven is stuck in quicksand", "Kim's
  oxygen runs low on the dive" (not named here), "the trawler Ines is on starts to sink".
* Controls: a boat that goes down the river is a trip; someone else's boat sunk last year is
  no threat now, nor is a ship that sinks in the harbour (told of a hulk as often); someone
  else trapped is theirs.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_trapped_caught_swept_or_sinking_is_danger(lex) -> None:
    def one_case(observer, text):
        assert "danger" in actual_kinds(lex, text, observer), text

    cases = [
        ("Kim", "Kim is trapped in the collapsed tunnel of the salt mine."),
        (None, "We are trapped on the roof by the floodwater."),
        ("Ines", "Ines is trapped by the smoke on the laundry's top floor."),
        ("Bruno", "Bruno is caught in the crush at the festival gate."),
        (None, "We're caught in a rip current off the beach."),
        ("Finn", "Finn gets caught in the crossfire at the market."),
        ("Dara", "Dara is swept downstream by the current at the ford."),
        ("Tomas", "Tomas is washed off the jetty by a big wave."),
        ("Sven", "Sven is stuck in quicksand on the estuary."),
        (None, "I run out of oxygen at thirty metres on the wreck dive."),
        ("Ines", "The trawler Ines is on starts to sink."),
        (None, "Our boat is taking on water fast."),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("observer,text", [
    ("Ines", "The ferry goes down the river past the monastery."),
    ("Ines", "Tom's boat sank last year off the cape."),
    ("Ines", "The ship sinks in the harbour."),
    ("Ines", "Tom is trapped in the collapsed tunnel while Ines waits at the surface."),
    ("Ines", "Ines washes off the deck with a hose after the catch."),
])
def test_no_threat_to_the_observer_now_is_no_danger(lex, observer, text):
    assert "danger" not in actual_kinds(lex, text, observer), text


@pytest.mark.parametrize("text,mine", [
    ("Caught in the rip current, the swimmer waves to Ana.", False),
    ("Trapped by the floodwater, the farmer waves to Ana from his roof.", False),
    ("Caught in the rip current, Ana waves for help.", True),
])
def test_a_fronted_participle_term_is_the_one_named_after_it(lex, text, mine):
    # the term opens with the participle itself: the one after the comma is in it
    assert ("danger" in actual_kinds(lex, text, "Ana")) == mine, text
