"""Who did what: "everyone but Ana" excepts the observer, so "but" opens no clause of its own and
the act is everyone else's ("Everyone but Ana nearly fell off the scaffold"); "nobody but Ana
ate" still says she alone did (negative control)."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

ALL = ["Everyone", "Everybody"]
WHO = ["Ana", "you"]
ACTS = {"danger": "nearly fell off the scaffold", "illness": "got seasick",
        "sleep": "fell asleep in the bunk", "eat": "wolfed down a pie",
        "injury": "cut a hand on the sheet metal", "conflict": "argued with the foreman"}


@pytest.mark.parametrize("everyone,who,kind", list(itertools.product(ALL[:2], WHO, ACTS)))
def test_everyone_but_the_observer_leaves_her_out(lex, everyone, who, kind):
    assert kind not in actual_kinds(lex, f"{everyone} but {who} {ACTS[kind]}.", "Ana")
    assert kind not in actual_kinds(lex, f"Ana logs the wind. {everyone} but {who} {ACTS[kind]}.",
                                    "Ana")


def test_nobody_but_the_observer_is_hers(lex) -> None:
    def one_case(nobody, who, kind):
        assert kind in actual_kinds(lex, f"{nobody} but {who} {ACTS[kind]}.", "Ana")

    cases = list(itertools.product(["Nobody", "No one"], WHO, ACTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    ("Everyone ate, but Ana drank a mug of tea.", "drink"),  # "but" after a clause: hers
    ("Everyone left but Ana ate the pie.", "eat"),
])
def test_but_after_a_verb_still_opens_a_clause(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana")
