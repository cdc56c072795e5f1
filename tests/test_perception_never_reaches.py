"""A threat or a fight that never reaches the observer did not happen to them ("The brawl outside
the kebab shop never reaches Mehmet; he stays inside"): a negation cue after the situation
that looks back at it; one that does reach them stays theirs."""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

THREATS = {"conflict": "The brawl outside the kebab shop", "danger": "The fire on the hill"}
REACH = ["never reaches Mehmet", "doesn't reach Mehmet", "never gets to Mehmet",
         "never spreads to Mehmet's street"]


def test_a_threat_that_never_reaches_the_observer_is_not_theirs(lex) -> None:
    def one_case(kind, reach):
        text = f"{THREATS[kind]} {reach}; he stays inside with the door bolted."
        assert kind not in actual_kinds(lex, text, "Mehmet"), text

    cases = list(itertools.product(THREATS, REACH))
    assert failing_cases(one_case, cases) == []


def test_one_that_reaches_them_is(lex):
    assert "conflict" in actual_kinds(lex, "The fight spills into the street and reaches Mehmet.",
                                      "Mehmet")
