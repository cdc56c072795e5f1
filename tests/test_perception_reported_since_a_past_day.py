"""Reported speech and memory: a stretch since a past day reaches now, and a threat at the
place where "you" are is yours.

- "since yesterday", "since last week" (the other day, last month, last year) name a stretch
  that lasts until now, not a day remembered: "has been sick since yesterday" is ill now, and
  "no food since yesterday, still hauling nets" hauls them now; a denial before it still denies
  ("hasn't eaten since yesterday"), and the past day alone stays a memory ("was sick last week").
- A warning for the place where "you are", "work", "live" or "are staying" is a danger to the
  observer, as one for "your town" is; a third person's "where he works" is left alone (as
  often a relative's place).
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

NAMES = ["Gus", "Priya", "Lev", "Amal"]
SINCE = ["since yesterday", "since last week", "since the other day", "since last month"]
STATES = [("has been sick", "illness"), ("has had a cough", "illness"),
          ("has had a fever", "illness")]


def test_a_state_since_a_past_day_holds_now(lex):
    cases = [(f"{n} {st} {s}.", kind, n)
             for (st, kind), s, n in itertools.product(STATES, SINCE, NAMES)]
    assert [t for t, kind, n in cases if kind not in actual_kinds(lex, t, n)] == []


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("since", SINCE[:2])
@pytest.mark.parametrize("opener", ["{n}: no food {s}, still hauling nets",
                                    "[ferry log] {n}: no sleep {s}, still hauling nets"])
def test_what_goes_on_after_a_stretch_since_a_past_day_is_now(lex, name, since, opener):
    assert "work" in actual_kinds(lex, opener.format(n=name, s=since), name)


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("since", SINCE)
@pytest.mark.parametrize("act,kind", [("hasn't eaten", "eat"), ("hasn't slept", "sleep"),
                                      ("hasn't had a drink", "drink")])
def test_a_denial_before_the_stretch_still_denies(lex, name, since, act, kind):
    assert kind not in actual_kinds(lex, f"{name} {act} {since}.", name)


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("text", ["{n} was sick last week.", "Yesterday {n} was sick.",
                                  "{n} had a fever last week."])
def test_a_past_day_alone_stays_a_memory(lex, name, text):
    assert "illness" not in actual_kinds(lex, text.format(n=name), name)


THREATS = ["a flood is heading for the campsite", "a wildfire is heading for the vineyard",
           "a gale will hit the island", "a storm is rolling in over the farm"]
WHERE = ["where you are", "where you work", "where you live", "where you are staying"]


def test_a_warning_for_where_you_are_is_a_danger(lex):
    cases = [f"The radio warns that {t} {w}." for t, w in itertools.product(THREATS, WHERE)]
    assert [t for t in cases if "danger" not in actual_kinds(lex, t, "Ana")] == []


@pytest.mark.parametrize("threat", THREATS)
@pytest.mark.parametrize("name", NAMES)
def test_a_warning_for_someone_elses_place_is_not_the_observers(lex, threat, name):
    assert "danger" not in actual_kinds(
        lex, f"{name}'s brother calls: the radio says {threat} where he works.", name)
    assert "danger" not in actual_kinds(
        lex, f"The news says {threat} where {name}'s sister lives.", name)
