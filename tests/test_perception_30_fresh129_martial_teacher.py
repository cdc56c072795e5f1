"""A martial art's teacher named by his title (session 30, round fresh129): "the capoeira
mestre", "the karate sensei", "a kung fu sifu" are people, as "the boxing coach" is: a meal
with one is company, and the art's word before the title is no training now."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text, kinds", [
    ("Lucas is having lunch with the capoeira mestre, sharing a pot of moqueca @ food tent",
     {"eat", "socialize"}),
    ("Lucas has lunch with the karate sensei.", {"eat", "socialize"}),
    ("Lucas chats with the kung fu sifu after class.", {"socialize"}),
    ("Lucas has a beer with the yoga master.", {"drink"}),
])
def test_a_martial_arts_title_names_a_person_not_the_art(lex, text, kinds):
    assert actual_kinds(lex, text, "Lucas") == kinds


def test_the_art_itself_is_still_exercise(lex):
    assert actual_kinds(lex, "Lucas does karate with his sensei.", "Lucas") == {"exercise"}
