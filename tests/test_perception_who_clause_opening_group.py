"""Who did what: a clause that opens with a group of people the lexicon lacks, after a
subordinator, a semicolon or a new sentence ("as two of the glaciologists nearly fall off the
scaffold", "; the night-shift blokes throw up over the rail"), names them as the subject of its
verb, as the same group does at a text's start: the mishap, the illness or the meal is theirs,
not the observer's. Negative controls: the observer as the clause's subject keeps it."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

GROUPS = ["two of the glaciologists", "the night-shift blokes", "three of the roustabouts",
          "the off-duty medics", "both of the deckhands"]
OPENERS = ["Ana glances at the clock as {g}", "I glance up as {g}", "You are on deck; {g}",
           "You hold the ladder while {g}", "Ana waits at the pit gate. {G}",
           "PA: Ana to the bridge please. {G}"]
ACTS = [("danger", "nearly fall off the scaffold"), ("illness", "throw up over the rail"),
        ("eat", "wolf down a pie"), ("drink", "gulp a mug of tea"),
        ("sleep", "fall asleep in the bunk")]


def kinds(lex, text: str, observer: str = "Ana") -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer) if e.is_actual_self}


@pytest.mark.parametrize("opener,group,act", list(itertools.product(OPENERS, GROUPS, ACTS)))
def test_clause_opening_group_is_the_subject(lex, opener, group, act):
    kind, verb = act
    text = opener.format(g=group, G=group[0].upper() + group[1:]) + f" {verb}."
    assert kind not in kinds(lex, text), text


@pytest.mark.parametrize("act", ACTS)
def test_observer_opening_the_clause_keeps_it(lex, act):
    kind, verb = act
    for text in (f"The night-shift blokes watch as Ana and Sam {verb}.",
                 f"Two of the glaciologists look up as you {verb}."):
        assert kind in kinds(lex, text), text
