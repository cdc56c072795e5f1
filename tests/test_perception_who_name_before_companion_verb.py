"""A capitalised word opening a sentence before a finite companion verb of several tokens
("Kofi video-calls his family in Accra while Ana cooks", "Kofi video-called his mum") is a
name, the verb's subject: the call is that person's, not the observer's. A diary line with no
subject ("Video-called mum.") and the observer's own name keep the call the observer's."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"


def test_a_name_before_a_companion_verb_is_its_subject(lex):
    cases = [f"{n} {v} {o}{t}" for n, v, o, t in itertools.product(
        ["Kofi", "Zainab", "Oyelaran"], ["video-calls", "video-called"],
        ["his family in Accra", "her mum", "the twins"], [".", " while Ana cooks."])]
    assert len(cases) == 36
    assert [t for t in cases if "socialize" in actual_kinds(lex, t, OBSERVER)] == []


def test_the_observers_own_calls_stay_theirs(lex):
    for text in ["Video-called mum.", "Ana video-calls her mum.", "Ana video-called the twins."]:
        assert "socialize" in actual_kinds(lex, text, OBSERVER), text
