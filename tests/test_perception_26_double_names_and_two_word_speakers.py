"""Who did what, session 26 (two leak classes): a hyphened double given name whose first half
is a word ("Min-jun", "Do-yun") is someone before its verb, and a chat turn's speaker may be a
given name with a second name or a surname ("Mary Ann:", "Tom Reyes:") or a surname cut at its
apostrophe ("O'Brien:")."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize(("text", "kind"), [
    ("Min-jun ate a pizza.", "eat"),
    ("Do-yun is napping on the bench.", "sleep"),
    ("Seo-yeon eats kimchi.", "eat"),
])
def test_a_double_given_name_before_its_verb_is_someone_else(lex, text, kind):
    assert actual_kinds(lex, text, observer="Ji-woo") == set()
    assert kind in other_kinds(lex, text, observer="Ji-woo")


def test_the_observers_own_double_name_stays_theirs(lex):
    assert actual_kinds(lex, "Min-jun ate a pizza.", observer="Min-jun") == {"eat"}


@pytest.mark.parametrize("text", ["Well-rested, you eat breakfast.", "Half-awake, you eat soup."])
def test_a_hyphened_word_opening_the_sentence_is_no_name(lex, text):
    assert "eat" in actual_kinds(lex, text)


@pytest.mark.parametrize("text", ["Mary Ann: I ate a sandwich.",
                                  "Tom Reyes: slept 3 hours. Ana: nice"])
def test_a_two_word_speaker_before_the_colon_owns_the_turn(lex, text):
    assert actual_kinds(lex, text, observer="Ji-woo") == set()


def test_a_two_word_speaker_named_as_the_observer_is_the_observer(lex):
    assert actual_kinds(lex, "Mary Ann: I ate a sandwich.", observer="Mary") == {"eat"}


def test_a_label_of_two_words_before_the_colon_is_no_speaker(lex):
    assert "eat" in actual_kinds(lex, "Night Shift: ate porridge", observer="Ji-woo")


@pytest.mark.parametrize("text", ["O'Brien: I ate a sandwich.", "[09:00] D'Angelo: just napped"])
def test_a_speaker_whose_surname_has_an_apostrophe_owns_the_turn(lex, text):
    assert actual_kinds(lex, text, observer="Ana") == set()


def test_the_observer_named_with_an_apostrophe_keeps_their_turn(lex):
    assert actual_kinds(lex, "O'Brien: I ate a sandwich.", observer="O'Brien") == {"eat"}
