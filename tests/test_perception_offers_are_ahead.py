"""An offer is still ahead: "Tom offers to let Ana take a nap" is no nap yet; what is offered and
then taken is done ("Tom offers Ana a biscuit and she eats it")."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

OFFERERS = ["Tom", "Her host", "The nurse"]
ACTS = {"eat": "eat", "drink": "have a drink", "sleep": "take a nap", "exercise": "go for a run"}


def actual(lex, text: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer="Ana") if e.is_actual_self}


@pytest.mark.parametrize("who,kind", list(itertools.product(OFFERERS, ACTS)))
def test_an_offer_is_not_done(lex, who, kind):
    text = f"{who} offers to let Ana {ACTS[kind]}."
    assert kind not in actual(lex, text), text


def test_what_is_offered_and_taken_is_done(lex):
    assert "eat" in actual(lex, "Tom offers Ana a biscuit and she eats it.")
