"""Who did it: a causative ("Ana has the roof repaired", "had her bike repaired at the shop",
"gets the fence mended") tells of work done by someone else, not by the observer.

Negative controls: the perfect with no object between ("has repaired the roof"), the plain verb
("repairs the roof"), an illness had ("has a pounding migraine") and a row after "and" ("had a
huge tantrum and screamed at Ana") stay as they were."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"
VERBS = ["has", "had", "gets", "got"]
THINGS = ["the roof", "her bike", "the old fence", "the boat's hull"]
DONE = ["repaired", "mended", "repainted"]


def test_what_the_observer_has_done_is_not_her_work(lex):
    cases = [f"Ana {v} {t} {d}." for v, t, d in itertools.product(VERBS, THINGS, DONE)]
    assert len(cases) == 48
    assert [t for t in cases if "work" in actual_kinds(lex, t, OBSERVER)] == []


def test_her_own_work_and_ailments_stay(lex):
    assert "work" in actual_kinds(lex, "Ana has repaired the roof.", OBSERVER)
    assert "work" in actual_kinds(lex, "Ana repairs the roof.", OBSERVER)
    assert "illness" in actual_kinds(lex, "Ana has a pounding migraine and has drawn the curtains.",
                                     OBSERVER)
    assert "conflict" in actual_kinds(lex, "The director had a huge tantrum and screamed at Ana.",
                                      OBSERVER)
    assert "illness" in actual_kinds(lex, "Ana has a stuffed-up nose.", OBSERVER)
