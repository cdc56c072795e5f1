"""Who did it: a clause opening with a share of a place or a community ("half the station",
"most of the ship") before a state ("has flu", "is asleep", "is down with flu") names half of
that place's people, someone else, not the observer.

Negative controls: a stretch of time ("half the time is spent asleep"), the observer named in
the clause, and a share as an object ("Ana walked half the town") stay the observer's."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"
SHARES = ["Half the", "Most of the", "Half of the"]
PLACES = ["station", "ship", "camp", "village", "factory", "base", "farm"]
STATES = {"illness": "has flu", "sleep": "is fast asleep"}


def test_a_share_of_a_place_is_someone_else(lex):
    cases = [(f"{s} {p} {st}.", k)
             for s, p, (k, st) in itertools.product(SHARES, PLACES, STATES.items())]
    assert len(cases) == 42
    assert [t for t, k in cases if k in actual_kinds(lex, t, OBSERVER)] == []


def test_the_observer_and_a_stretch_of_time_stay(lex):
    assert "sleep" in actual_kinds(lex, "Half the time is spent asleep.", OBSERVER)
    assert "walk" in actual_kinds(lex, "Ana walked half the town.", OBSERVER)
    assert "illness" in actual_kinds(lex, "Ana has flu.", OBSERVER)
