"""An offer is still ahead: "Tom offers to let Ana take a nap" is no nap yet; what is offered and
then taken is done ("Tom offers Ana a biscuit and she eats it")."""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

OFFERERS = ["Tom", "Her host", "The nurse"]
ACTS = {"eat": "eat", "drink": "have a drink", "sleep": "take a nap", "exercise": "go for a run"}


def test_an_offer_is_not_done(lex) -> None:
    def one_case(who, kind):
        text = f"{who} offers to let Ana {ACTS[kind]}."
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(OFFERERS, ACTS))
    assert failing_cases(one_case, cases) == []


def test_what_is_offered_and_taken_is_done(lex):
    assert "eat" in actual_kinds(lex, "Tom offers Ana a biscuit and she eats it.", "Ana")
