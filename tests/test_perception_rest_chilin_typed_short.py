"""Chilling typed with one l ("mustafa is chilin on the couch watchin tv"), too far from the
word for typo matching, is rest; someone else chilin is not the observer's rest, and a chili
(the pepper or the dish) is no rest."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

NAMES = ["Mustafa", "Ty", "Grzegorz"]
SHAPES = ["{n} is chilin on the couch watchin tv", "{n} is chilin in his hammock",
          "{n} was chilin out by the pool all afternoon", "{n} is chilin on the harbour bench"]


def test_chilin_is_rest(lex) -> None:
    def one_case(name, shape):
        assert "rest" in actual_kinds(lex, shape.format(n=name), name)

    cases = list(product(NAMES, SHAPES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("shape", SHAPES)
def test_someone_else_chilin_is_not_the_observers(lex, shape):
    assert "rest" not in actual_kinds(lex, shape.format(n="His brother"), "Ty")


@pytest.mark.parametrize("text", ["Ty stirs a pot of chili on the stove.",
                                  "Ty chops a chili for the salsa."])
def test_a_chili_is_no_rest(lex, text):
    assert "rest" not in actual_kinds(lex, text, "Ty")
