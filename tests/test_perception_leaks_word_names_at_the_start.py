"""Given names the lexicon also knows as words or parts of terms ("a teddy", "a stanley knife",
"jasmine tea", "joss paper", "ash") name someone when an action follows them at a sentence's
start ("Joss got frostbite", "Ted eats a sandwich"), as the other word names do ("Grace eats");
and a word name before "is" and a phrase of place that holds an action ("Grace is on the
treadmill", "Hope is on a night shift", "Grace is in bed with flu") is the one who is there.
Before session 22 the act had no subject and went to the observer."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds

NAMES = ["Ted", "Rick", "Stanley", "Ollie", "Jasmine", "Joss", "Ash"]


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("frame,kind", [
    ("{} got frostbite on two fingers.", "injury"),
    ("{} eats a sandwich.", "eat"),
    ("Kirra reads while {} eats.", "eat"),
    ("{} is on the treadmill.", "exercise"),
])
def test_a_word_name_at_the_start_is_someone(lex, name, frame, kind):
    text = frame.format(name)
    assert kind not in actual_kinds(lex, text, "Kirra"), text
    assert kind in other_kinds(lex, text, "Kirra"), text


@pytest.mark.parametrize("text,kind", [
    ("Grace is on the treadmill.", "exercise"),
    ("Kirra reads; Grace is in bed with flu.", "illness"),
    ("Kirra reads; Hope is on a night shift.", "work"),
])
def test_a_word_name_is_in_a_place_with_an_act(lex, text, kind):
    assert kind not in actual_kinds(lex, text, "Kirra"), text


@pytest.mark.parametrize("text,kinds", [
    ("Hope is in short supply; Kirra eats.", {"eat"}),
    ("Summer is on the way; Kirra swims.", {"exercise"}),
    ("Kirra is on the treadmill.", {"exercise"}),
    ("Ted: ate a pie. Kirra: slept", {"sleep", "socialize"}),
])
def test_the_observers_own_acts_stay(lex, text, kinds):
    assert actual_kinds(lex, text, "Kirra") == kinds, text
