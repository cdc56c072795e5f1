"""Who did what: "the two of them" after a pair joined by "and" and someone named alone after
that pair is the pair, not the later pair of names.

"Tom and Ben haul carts all morning; Ana logs the tonnage, and at noon the two of them wolf down
sandwiches": Tom and Ben eat, Ana only logs (a leak before: the last two names heard were Ben
and Ana). The observer inside the pair keeps the meal ("Ana and Tom haul carts while Ben logs;
the two of them eat at noon"), and two met one after the other still are the two ("Ana meets
Tom at the quay; the two of them eat").
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds

OBS = "Ana"


@pytest.mark.parametrize("text", [
    "At the salt mine, Tom and Ben haul carts all morning; Ana logs the tonnage, and at noon "
    "the two of them wolf down sandwiches.",
    "Tom and Ben haul carts; Ana checks the gauges, and the two of them eat at noon.",
    "Tom and Ben haul carts; at noon the two of them eat.",
])
def test_the_pair_joined_by_and_eats_not_the_observer(lex, text):
    assert not {"eat", "socialize"} & actual_kinds(lex, text, OBS)


@pytest.mark.parametrize("text", [
    "Tom and Ana haul carts; at noon the two of them eat.",
    "Ana and Tom haul carts while Ben logs; the two of them eat at noon.",
    "Ana meets Tom at the quay; the two of them eat.",
])
def test_the_observer_in_the_pair_eats_with_them(lex, text):
    assert {"eat", "socialize"} <= actual_kinds(lex, text, OBS)
