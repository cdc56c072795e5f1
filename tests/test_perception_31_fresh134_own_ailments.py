"""One's own ailment told plainly (session 31, round fresh134): a gut upset after spoiled food
eaten or drunk earlier in its sentence, an ailment or a hurt now in "tonight"/"today", and a
hurt found on one's own body by "notices" or "spots"."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize("text, kinds", [
    ("I just ate a chunk of rotten flesh and now my stomach is churning.", {"eat", "illness"}),
    ("I ate rotten meat out of desperation, stomach churning.", {"eat", "illness"}),
    ("I drank the sour milk and my stomach began to heave.", {"drink", "illness"}),
    ("I wolfed the expired yoghurt and now my guts are churning.", {"eat", "illness"}),
    ("I ate a dodgy kebab and my belly has been gurgling ever since.", {"eat", "illness"}),
])
def test_a_gut_upset_after_spoiled_food_eaten_in_its_sentence_is_illness(lex, text, kinds):
    assert actual_kinds(lex, text) == kinds


@pytest.mark.parametrize("text", [
    "My stomach churns before the exam.",
    "I throw out the rotten apples, my stomach churning with nerves about the exam.",
])
def test_a_churning_stomach_with_nothing_spoiled_eaten_is_none(lex, text):
    assert actual_kinds(lex, text) == set()


@pytest.mark.parametrize("text", [
    "You haven't had a single fight since spawning, but tonight you're shivering with a fever.",
    "Tonight you're shivering with a fever.",
    "Tonight you are coughing badly.",
    "Today you have a migraine.",
])
def test_an_ailment_in_tonight_or_today_is_now_not_planned(lex, text):
    assert actual_kinds(lex, text) == {"illness"}


@pytest.mark.parametrize("text", [
    "Tonight you will be sick, I bet.",
    "Tonight you're going to have a fever.",
])
def test_an_ailment_told_with_will_or_going_to_stays_ahead(lex, text):
    assert actual_kinds(lex, text) == set()
    assert other_kinds(lex, text) == {"illness"}


@pytest.mark.parametrize("text", [
    "Ada notices a cut on her hand.",
    "Ada spots a bruise on her shin.",
    "Ada spotted a graze on her knee after the climb.",
    "Ada noticed a cut on her finger.",
])
def test_a_hurt_found_on_ones_own_body_is_ones_own(lex, text):
    assert actual_kinds(lex, text, "Ada") == {"injury"}


@pytest.mark.parametrize("text", [
    "Ada notices Mia has a cut on her hand.",
    "Ada notices a cut on Mia's hand.",
    "Ada notices a cut on his hand.",
])
def test_a_hurt_found_on_someone_elses_body_is_theirs(lex, text):
    assert actual_kinds(lex, text, "Ada") == set()
    assert other_kinds(lex, text, "Ada") == {"injury"}


@pytest.mark.parametrize("text", [
    "An arrow from a skeleton lodges in your shoulder and your health drops.",
    "A shard of glass lodged in Ada's palm.",
    "A thorn lodged in your heel.",
    "A stray pellet lodges in Ada's thigh.",
])
def test_a_shot_or_shard_lodged_in_a_limb_is_an_injury(lex, text):
    observer = None if "your" in text else "Ada"
    assert actual_kinds(lex, text, observer) == {"injury"}


@pytest.mark.parametrize("text", [
    "Ada lodges in a small inn for the night.",
    "The arrow lodges in the tree beside Ada.",
    "Ada's boss is a thorn in her side.",
])
def test_lodging_elsewhere_is_no_injury(lex, text):
    assert actual_kinds(lex, text, "Ada") == set()
