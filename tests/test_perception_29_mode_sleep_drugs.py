"""A drug for sleep is no sleep (session 29, round mode): "buys sleeping pills", "her sleeping
tablets are on the shelf" (sleep `not_before`); a sleep told beside it stays."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text, kinds", [
    ("Ada buys sleeping pills.", set()),
    ("Ada's sleeping tablets are on the shelf.", set()),
    ("Ada buys a sleep aid.", set()),
    ("Ada takes a sleeping pill and sleeps for ten hours.", {"sleep"}),
])
def test_a_sleeping_pill_is_no_sleep(lex, text, kinds):
    assert actual_kinds(lex, text, "Ada") == kinds
