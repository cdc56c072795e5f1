"""Who did what: a clause that opens with a group of people the lexicon lacks, after a
subordinator, a semicolon or a new sentence ("as two of the glaciologists nearly fall off the
scaffold", "; the night-shift blokes throw up over the rail"), names them as the subject of its
verb, as the same group does at a text's start (also after a focus word or a clock time: "only
the night-shift blokes worked", "14:00 the night-shift blokes gulped a mug of tea"): the mishap,
the illness or the meal is theirs, not the observer's. Negative controls: the observer as the
clause's subject keeps it."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

GROUPS = ["two of the glaciologists", "the night-shift blokes", "three of the roustabouts",
          "the off-duty medics", "both of the deckhands"]
OPENERS = ["Ana glances at the clock as {g}", "I glance up as {g}", "You are on deck; {g}",
           "You hold the ladder while {g}", "Ana waits at the pit gate. {G}",
           "PA: Ana to the bridge please. {G}"]
ACTS = [("danger", "nearly fall off the scaffold"), ("illness", "throw up over the rail"),
        ("eat", "wolf down a pie"), ("drink", "gulp a mug of tea"),
        ("sleep", "fall asleep in the bunk")]


def test_clause_opening_group_is_the_subject(lex) -> None:
    def one_case(opener, group, act):
        kind, verb = act
        text = opener.format(g=group, G=group[0].upper() + group[1:]) + f" {verb}."
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(OPENERS, GROUPS, ACTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("act", ACTS)
def test_observer_opening_the_clause_keeps_it(lex, act):
    kind, verb = act
    for text in (f"The night-shift blokes watch as Ana and Sam {verb}.",
                 f"Two of the glaciologists look up as you {verb}."):
        assert kind in actual_kinds(lex, text, "Ana"), text


def test_group_after_a_focus_word_or_a_clock_time(lex) -> None:
    def one_case(group, act):
        kind, verb = act
        past = {"throw up over the rail": "threw up over the rail",
                "wolf down a pie": "wolfed down a pie", "gulp a mug of tea": "gulped a mug of tea",
                "fall asleep in the bunk": "fell asleep in the bunk"}[verb]
        for text in (f"Ana's log: 14:00 {group} {past}.",
                     f"Ana waits at the gate; only {group} {past}.",
                     f"Ana waits at the gate; even {group} {verb}."):
            assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(
        ["the night-shift blokes", "the off-duty medics", "the sea-sick tourists"], ACTS[1:]))
    assert failing_cases(one_case, cases) == []
