"""Who did what: a plural noun phrase with a hyphened modifier ("the night-shift blokes", "the
sea-sick tourists") before its verb, after "and", a colon or a semicolon, is that clause's
subject, even when the modifier's second part is an action ("shift"); the observer gets
nothing. The observer's own "night-shift" stays her work (negative control)."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

GROUPS = ["the night-shift blokes", "the sea-sick tourists", "the day-shift roustabouts",
          "the off-duty glaciologists"]
ACTS = {"eat": "wolfed down a pie", "drink": "gulped a mug of tea", "illness": "threw up",
        "conflict": "argued with the foreman", "injury": "cut their hands on the sheet metal"}
SHAPES = ["You look over and {g} {a}.", "Ana's radio crackles: {g} {a}.",
          "Ana sits down; {g} {a}."]


def test_a_hyphened_group_is_the_subject(lex) -> None:
    def one_case(group, kind, shape):
        got = actual_kinds(lex, shape.format(g=group, a=ACTS[kind]), "Ana")
        assert kind not in got and "work" not in got

    cases = list(itertools.product(GROUPS, ACTS, SHAPES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("kind", list(ACTS))
def test_the_observers_own_act_after_a_hyphened_word_stays(lex, kind):
    assert kind in actual_kinds(lex, f"Ana sits down; after the night-shift she {ACTS[kind]}.",
                                "Ana")


def test_the_observers_night_shift_is_her_work(lex):
    assert "work" in actual_kinds(lex, "I work the night-shift and eat a pie.", "Ana")
