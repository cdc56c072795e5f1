"""Pushed or knocked into deep or cold water is a threat to the one pushed (session 21).

"Ana is pushed into the canal by a drunk", "gets pushed into the freezing water" gave no
event. Falls and throws are left out: things fall and are thrown into water as often ("her
phone falls into the canal", "her bag is thrown into the canal").
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text", [
    "Ana is pushed into the canal by a drunk outside the speakeasy.",
    "Ana gets pushed into the freezing water by the other novices.",
    "Ana is knocked into the harbour by a swinging crate.",
])
def test_pushed_into_water_is_danger(lex, text):
    assert "danger" in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("text", [
    "Tom is pushed into the harbour and Ana dives in after him.",
    "Ana's phone falls into the canal.",
    "Ana's bag is thrown into the canal.",
    "The sun falls into the sea as Ana eats.",
])
def test_no_danger_of_hers(lex, text):
    assert "danger" not in actual_kinds(lex, text, "Ana")
