"""Part of a "them" before its verb is someone else (session 29, round who): "The rest of
them ate in silence" names people the observer is not among, as "most of them" did; "the rest
of us" keeps the observer."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize("text, observer, kind", [
    ("The rest of them ate in silence.", None, "eat"),
    ("The rest of them went to bed.", None, "rest"),
    ("The rest of them ate in silence.", "Mia", "eat"),
    ("Mia watched the kids; the rest of them ate in silence.", "Mia", "eat"),
])
def test_the_rest_of_them_is_someone_else(lex, text, observer, kind):
    assert actual_kinds(lex, text, observer) == set()
    assert other_kinds(lex, text, observer) == {kind}


@pytest.mark.parametrize("text, kinds", [
    ("The rest of us ate in silence.", {"eat"}),
    ("We all ate lunch.", {"eat", "socialize"}),
])
def test_the_rest_of_us_keeps_the_observer(lex, text, kinds):
    assert actual_kinds(lex, text) == kinds
