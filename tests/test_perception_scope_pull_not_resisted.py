"""Negation scope (session 21): a pull not resisted is given in to. "couldn't resist a nap in
the sun", "could not resist eating the last slice", "can't resist a swim in the cove" are done
(exceptions "couldn't resist", "can't resist", ...); resisting alone still denies ("resists the
urge to nap").
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

NAMES = ["Ana", "Tavita"]
GIVEN_IN = [("couldn't resist a nap in the sun", "sleep"),
            ("could not resist eating the last slice", "eat"),
            ("can't resist a swim in the cove", "exercise"),
            ("didn't resist a quick nap on the deck", "sleep")]


def test_pull_not_resisted_is_given_in_to(lex) -> None:
    def one_case(name, case):
        text, kind = case
        sentence = f"{name} {text}."
        assert kind in actual_kinds(lex, sentence, name), sentence

    cases = list(itertools.product(NAMES, GIVEN_IN))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("name", NAMES)
def test_resisting_still_denies(lex, name):
    sentence = f"{name} resists the urge to nap."
    assert "sleep" not in actual_kinds(lex, sentence, name), sentence
