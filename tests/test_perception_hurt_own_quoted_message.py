"""The observer's own quoted message of a symptom or a hurt (session 25, round hurt).

"I" inside a quotation is the speaker. When the observer opens the quote with their own speech
verb and a colon ("Zuri texts Tom: 'I have the flu, not coming in'"), that speaker is the
observer, and a symptom they tell of themselves is fact, as one told to a clinician is. Anyone
else's quote keeps its "I" someone else's ("Tom texts Zuri: 'I have the flu'"), and a quote that
dates the hurt to long ago stays a story ("'I broke my arm last year'")."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds

OBSERVER = "Zuri"


@pytest.mark.parametrize("text, kind", [
    ("Zuri texts Tom: 'I have the flu, not coming in'", "illness"),
    ("Zuri tells Tom: 'I cut my hand on the saw.'", "injury"),
    ("Zuri messages her boss: 'I've got a migraine, sorry'", "illness"),
])
def test_the_observers_own_quoted_symptom_is_theirs(lex, text, kind):
    assert kind in actual_kinds(lex, text, OBSERVER)


def test_in_the_second_person_too(lex):
    assert "illness" in actual_kinds(lex, "You text your boss: 'I have a migraine, sorry'")


@pytest.mark.parametrize("text, kind", [
    ("Tom texts Zuri: 'I have the flu'", "illness"),
    ("Zuri's friend texts her: 'I have the flu'", "illness"),
    ("Zuri texts Tom: 'Mum has the flu'", "illness"),
    ("Zuri tells Tom: 'I broke my arm last year.'", "injury"),
])
def test_someone_elses_quote_or_an_old_story_is_not_the_observers_now(lex, text, kind):
    assert kind not in actual_kinds(lex, text, OBSERVER)
    assert kind in other_kinds(lex, text, OBSERVER)


def test_other_kinds_in_the_observers_quote_stay_told(lex):
    assert "eat" not in actual_kinds(lex, "Zuri tells Tom: 'I ate too much.'", OBSERVER)
