"""An offer is still ahead: "Tom offers to let Ana take a nap" is no nap yet; what is offered and
then taken is done ("Tom offers Ana a biscuit and she eats it")."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OFFERERS = ["Tom", "Her host", "The nurse"]
ACTS = {"eat": "eat", "drink": "have a drink", "sleep": "take a nap", "exercise": "go for a run"}


@pytest.mark.parametrize("who,kind", list(itertools.product(OFFERERS, ACTS)))
def test_an_offer_is_not_done(lex, who, kind):
    text = f"{who} offers to let Ana {ACTS[kind]}."
    assert kind not in actual_kinds(lex, text, "Ana"), text


def test_what_is_offered_and_taken_is_done(lex):
    assert "eat" in actual_kinds(lex, "Tom offers Ana a biscuit and she eats it.", "Ana")
