"""A broadcast set telling of a mishap ("the bakery radio announces that a scooter has collided
with a taxi on the avenue") is news from elsewhere, whatever place word stands before the set;
a tannoy announcing a fire where the observer is stays a threat."""

from __future__ import annotations

import itertools

from engine.perception import perceive

SETS = ["The bakery radio", "The kitchen telly", "The café TV", "The car radio",
        "The waiting-room television", "The newsreader"]
SPEECH = ["announces that", "says that", "reports that"]
MISHAPS = ["a scooter has collided with a taxi on the avenue",
           "a lorry has overturned on the motorway", "a fire has broken out at the docks"]


def actual_danger(lex, text: str) -> bool:
    return any(e.kind == "danger" and e.is_actual_self
               for e in perceive(text, lex, observer="Ana"))


def test_a_broadcast_mishap_is_news(lex):
    cases = [f"{s} {v} {m}." for s, v, m in itertools.product(SETS, SPEECH, MISHAPS)]
    assert len(cases) == 54
    assert [t for t in cases if actual_danger(lex, t)] == []


def test_a_warning_where_the_observer_is_stays_a_threat(lex):
    for text in ["The tannoy announces that a fire has broken out on deck three.",
                 "A fire breaks out in the bakery while the radio plays."]:
        assert actual_danger(lex, text), text
