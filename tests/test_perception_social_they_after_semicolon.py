""""they" after a semicolon may still be the pair just named with the observer in it ("Konrad
and Linnea argued about the rota; later she apologised and they shared a beer"), as in one
sentence; someone else named between, or a full stop, ends that."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBSERVER = "Konrad"


FIRST = ["Konrad and Linnea argued about the rota", "Konrad and his sister finished the harvest",
         "Konrad and Jo closed the shop"]
THEN = ["later they shared a beer", "then they shared a pizza on the steps",
        "afterwards they split a bottle of wine"]


def test_they_after_a_semicolon_is_still_the_pair(lex):
    cases = [f"{a}; {b}." for a, b in itertools.product(FIRST, THEN)]
    assert [c for c in cases if "socialize" not in actual_kinds(lex, c, OBSERVER)] == []


@pytest.mark.parametrize("text", [
    "Konrad and Linnea closed the shop; the twins came in and they shared a pizza.",
    "Konrad and Linnea closed the shop; the new tenants moved in next door, and they ate a "
    "pizza on the steps.",
])
def test_someone_else_named_after_the_semicolon_takes_they(lex, text):
    assert not actual_kinds(lex, text, OBSERVER) & {"eat", "socialize"}
