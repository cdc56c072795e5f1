"""What is read or said after a colon reaches the end of its sentence (session 9, from a
newcomer's probe): "Mara reads a recipe: simmer the beans, then eat them hot with rice" eats
nothing; a later clause with the observer as its subject keeps the observer's own event."""

from __future__ import annotations

import pytest
from helpers import actual_kinds

import engine


@pytest.fixture(scope="module")
def lex():
    return engine.load_ruleset("physiology").lexicon


@pytest.mark.parametrize("reader", ["reads a recipe", "reads the instructions",
                                    "reads the label"])
@pytest.mark.parametrize("content", ["simmer the beans, then eat them hot with rice",
                                     "rinse the bottle, then drink the water slowly",
                                     "stir well, then eat it warm"])
def test_instructions_after_a_colon_are_read_not_done(lex, reader, content):
    assert actual_kinds(lex, f"Mara {reader}: {content}.", "Mara") == set()


@pytest.mark.parametrize(("text", "expected"), [
    ("Mara reads the news: a storm upstate, then you eat lunch.", {"eat"}),
    ("Pia writes: I slept badly, then I ate toast.", {"sleep", "eat"}),
    ("Mara: eating lunch, then napping.", {"eat", "sleep"}),
])
def test_the_observers_own_clause_after_a_colon_still_counts(lex, text, expected):
    observer = text.split()[0].rstrip(":")
    assert actual_kinds(lex, text, observer) == expected
