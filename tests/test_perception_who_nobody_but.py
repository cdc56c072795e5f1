"""Who did what: "nobody but X" names X as the one who did it ("Nobody but Tom ate the chips; Ana
doesn't touch her food"), not someone left out of a group the observer might be in."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

ONLY = ["Nobody but Tom", "Nobody but her brother", "None but the cook", "Nobody but Grace"]
ACTS = [("eat", "ate a plate of chips"), ("drink", "drank a bottle of wine"),
        ("sleep", "slept soundly"), ("exercise", "ran ten kilometres")]
AFTER = ["", "; Ana stays at her desk", "; Ana doesn't touch her food"]


def test_nobody_but_someone_is_that_someone(lex) -> None:
    def one_case(only, act, after):
        kind, tail = act
        text = f"{only} {tail}{after}."
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(ONLY, ACTS, AFTER))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    ("Ana and everyone but Tom ate chips.", "eat"),
    ("Nobody but Ana ate the chips.", "eat"),
])
def test_controls_the_observer_among_them(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana"), text
