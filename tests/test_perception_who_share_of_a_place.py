"""Who did it: a clause opening with a share of a place or a community ("half the station",
"most of the ship") before a state ("has flu", "is asleep", "is down with flu") names half of
that place's people, someone else, not the observer.

Negative controls: a stretch of time ("half the time is spent asleep"), the observer named in
the clause, and a share as an object ("Ana walked half the town") stay the observer's."""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Ana"
SHARES = ["Half the", "Most of the", "Half of the"]
PLACES = ["station", "ship", "camp", "village", "factory", "base", "farm"]
STATES = {"illness": "has flu", "sleep": "is fast asleep"}


def actual(lex, text: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=OBSERVER) if e.is_actual_self}


def test_a_share_of_a_place_is_someone_else(lex):
    cases = [(f"{s} {p} {st}.", k)
             for s, p, (k, st) in itertools.product(SHARES, PLACES, STATES.items())]
    assert len(cases) == 42
    assert [t for t, k in cases if k in actual(lex, t)] == []


def test_the_observer_and_a_stretch_of_time_stay(lex):
    assert "sleep" in actual(lex, "Half the time is spent asleep.")
    assert "walk" in actual(lex, "Ana walked half the town.")
    assert "illness" in actual(lex, "Ana has flu.")
