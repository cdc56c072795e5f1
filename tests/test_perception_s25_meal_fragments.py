"""Session 25: a meal told as a verbless fragment in a chat, a diary or a log line.

Class: "Pia: pizza for dinner 🍕", "Diary, 12 May: porridge for breakfast, then the long walk
to town", "Pia: lunch at the desk again, cheese sandwich and an apple", "12:30 Pia - lunch,
sandwich at desk", "Pia (diary): lunch — jacket potato in the canteen". A food the lexicon
knows right before "for" + a meal word, or a meal word (a short place phrase after it allowed)
then a comma or a dash and the food, at a fragment's start (a line's, a chat turn's, a
sentence's or after a log's dash), is a meal of the food's kind (eat's ``meal_fragments``).
Unchanged: a verb before it ("buys pizza for dinner", "makes soup for lunch"), a meal skipped
("skipped lunch - and dinner"), no food after the meal ("Lunch, then a nap."), a plan asked
("pizza for dinner tomorrow?"), and someone else's turn ("Tom: pizza for dinner").
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds

MEALS = [
    ("Pia: pizza for dinner 🍕", "eat"),
    ("Pia: two croissants for breakfast", "eat"),
    ("Pia's diary: porridge for breakfast, then the long walk to town.", "eat"),
    ("Pia: coffee for breakfast, nothing else", "drink"),
    ("Pia: lunch at the desk again, cheese sandwich and an apple", "eat"),
    ("Pia's diary: lunch at the desk, soup and bread.", "eat"),
    ("12:30 Pia - lunch, sandwich at desk", "eat"),
    ("Pia (diary): lunch — jacket potato in the canteen.", "eat"),
]


def test_a_meal_told_by_its_food_in_a_fragment(lex) -> None:
    def one_case(text, kind):
        assert kind in actual_kinds(lex, text, "Pia"), text

    cases = MEALS
    assert failing_cases(one_case, cases) == []


NOT_MEALS = [
    "Pia buys pizza for dinner.",
    "Pia makes soup for lunch.",
    "Pia skipped lunch - and dinner.",
    "Lunch, then a nap.",
    "Pia: pizza for dinner tomorrow?",
]


def test_no_meal_had_now(lex) -> None:
    def one_case(text):
        assert "eat" not in actual_kinds(lex, text, "Pia"), text

    cases = NOT_MEALS
    assert failing_cases(one_case, cases) == []


def test_someone_elses_turn_is_theirs(lex):
    text = "Tom: pizza for dinner"
    assert "eat" not in actual_kinds(lex, text, "Pia")
    assert "eat" in other_kinds(lex, text, "Pia")
