"""Who did it: the observer left out of a group's doing by "minus", "excluding", "barring",
"all bar", "all save" or a name then "excepted" ("The crew, minus Ana, eat on deck",
"Everyone bar Ana eats", "Everyone, Ana excepted, eats") takes no part in it.

Negative controls: "bar" as a place ("Ana eats at the bar", "Behind the bar Ana eats") and the
observer named plainly stay hers."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"
SHAPES = ["The crew, minus Ana, {v} on deck.", "The crew, excluding Ana, {v} on deck.",
          "Everyone barring Ana {vs}.", "Everyone bar Ana {vs}.", "All save Ana {vd}.",
          "Everyone, Ana excepted, {vs}."]
VERBS = {"eat": ("eat", "eats", "ate"), "sleep": ("sleep", "sleeps", "slept"),
         "drink": ("drink", "drinks", "drank")}


def test_the_observer_left_out_takes_no_part(lex):
    cases = [(s.format(v=v, vs=vs, vd=vd), k)
             for s, (k, (v, vs, vd)) in itertools.product(SHAPES, VERBS.items())]
    assert len(cases) == 18
    assert [t for t, k in cases if k in actual_kinds(lex, t, OBSERVER)] == []


def test_a_bar_as_a_place_and_the_observer_named_stay_hers(lex):
    assert "eat" in actual_kinds(lex, "Ana eats at the bar.", OBSERVER)
    assert "eat" in actual_kinds(lex, "Behind the bar Ana pours a drink and eats.", OBSERVER)
    assert "eat" in actual_kinds(lex, "Everyone, Ana included, eats.", OBSERVER)
