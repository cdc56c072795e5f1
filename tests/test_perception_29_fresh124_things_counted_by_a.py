"""A capitalised word counted by "a" or "an" (session 29, round fresh124): "a warm Tusker", "a
single Marie biscuit" name a brand or a kind of thing, not someone who does the verbs after it,
so the meal or the drink coordinated after it stays the observer's; a person word between
("a nurse Marie trained") keeps the name."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_a_capitalised_word_after_a_is_a_thing_not_a_doer(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ada") == kinds
        assert other_kinds(lex, text, "Ada") == set()

    cases = [
        ("Ada is drinking a warm Tusker and eating nyama choma.", {"drink", "eat"}),
        ("Ada drinks a Tusker and eats a samosa.", {"drink", "eat"}),
        ("Ada breaks a single Marie biscuit in half and eats one piece.", {"eat"}),
        ("Ada drinks a cold Stoney and wolfs down a chapati.", {"drink", "eat"}),
        ("Ada sips an Amarula and nibbles a rusk by the fire.", {"drink", "eat"}),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text, mine, theirs", [
    ("Ada drinks a coffee and Marie eats a samosa.", {"drink"}, {"eat"}),
    ("Ada hands a Tusker to Marie, who drinks it.", set(), {"drink"}),
])
def test_a_name_not_counted_by_a_still_does_its_verbs(lex, text, mine, theirs):
    assert actual_kinds(lex, text, "Ada") == mine
    assert other_kinds(lex, text, "Ada") == theirs


@pytest.mark.parametrize("text, kinds", [
    ("Kayode the DJ is blending an Afrobeats set into bhangra @ marquee: DJ booth", {"work"}),
    ("Kayode the DJ is blending a funk set into bhangra @ marquee: DJ booth", {"work"}),
])
def test_a_dance_a_set_is_mixed_into_is_music_not_dancing(lex, text, kinds):
    assert actual_kinds(lex, text, "Kayode") == kinds
    assert other_kinds(lex, text, "Kayode") == set()


def test_breaking_into_a_jog_is_still_a_run(lex):
    assert actual_kinds(lex, "Kayode breaks into a jog.", "Kayode") == {"exercise"}
