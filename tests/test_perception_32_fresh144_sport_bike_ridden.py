"""A sport's bike named by its kind and ridden is exercise (session 32, fresh144).

* "ride his bike" was exercise, but "rode his road bike hard up to Takao-san" was none: the
  kind of bike between the owner and "bike" broke the phrase. "road bike" and "racing bike"
  after an owner or "a" and a riding verb are the ride.
* Controls: the bike handled, not ridden ("parks his road bike"), is none; a plan and a denial
  keep their modes; someone else's ride is theirs.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Sota"


def test_a_sport_bike_ridden_is_exercise(lex) -> None:
    def one_case(verb, owner, bike):
        text = f"Sota {verb} {owner} {bike} along the river for two hours."
        assert actual_kinds(lex, text, OBSERVER) == {"exercise"}

    cases = list(itertools.product(["rode", "rides"], ["his", "a"],
                                   ["road bike", "racing bike"]))
    assert failing_cases(one_case, cases) == []
    assert actual_kinds(lex, "I rode my road bike to Kamakura and back.",
                        OBSERVER) == {"exercise"}
    assert actual_kinds(lex, "You ride your racing bike up the pass.",
                        OBSERVER) == {"exercise"}


def test_a_sport_bike_not_ridden_or_ridden_by_another_is_no_exercise_of_the_observer(lex) -> None:
    assert actual_kinds(lex, "Sota parks his road bike outside the konbini.", OBSERVER) == set()
    assert actual_kinds(lex, "Sota didn't ride his road bike today.", OBSERVER) == set()
    assert actual_kinds(lex, "Sota will ride a road bike in the race.", OBSERVER) == set()
    text = "Sota's brother rides his road bike up the pass."
    assert actual_kinds(lex, text, OBSERVER) == set()
    assert other_kinds(lex, text, OBSERVER) == {"exercise"}
