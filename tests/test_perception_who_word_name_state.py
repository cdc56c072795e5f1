"""Who did it: a name that is also a word, opening a sentence before a state whose term holds
the verb "be" ("Hope is sick", "Rose was ill all week"), names that person, not the observer,
as before an action ("Grace collapses").

Negative controls: the word as a word ("Summer is hot", "Dawn is breaking") names no one, and
the observer's own state in the next clause stays hers."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"
NAMES = ["Hope", "Rose", "Faith", "Joy", "Grace", "Mercy"]
STATES = {"illness": ["is sick", "was ill all week", "is sick in her bunk"]}


def test_a_word_name_before_a_state_is_someone_else(lex):
    cases = [f"{n} {s}." for n, s in itertools.product(NAMES, STATES["illness"])]
    cases += [f"{n} {s}; Ana is fine." for n, s in itertools.product(NAMES, STATES["illness"])]
    assert len(cases) == 36
    assert [t for t in cases if "illness" in actual_kinds(lex, t, OBSERVER)] == []


def test_words_and_the_observers_own_state_stay(lex):
    assert "illness" in actual_kinds(lex, "Hope is sick, and Ana is sick too.", OBSERVER) or \
        "illness" in actual_kinds(lex, "Ana is sick.", OBSERVER)
    assert "eat" in actual_kinds(lex, "Dawn is breaking and Ana eats.", OBSERVER)
    assert "illness" in actual_kinds(lex, "I am sick.", OBSERVER)


PARTIES = ["Rose", "Hope", "Grace", "Joy", "Will"]


def test_a_word_name_after_a_partys_preposition_is_a_person(lex):
    cases = []
    for n in PARTIES:
        p = "he" if n == "Will" else "she"
        cases += [f"Ana sits with {n} while {p} sleeps.", f"Ana chats to {n}, who is eating.",
                  f"Ana sits with {n} as {p} eats."]
    assert len(cases) == 15
    assert [t for t in cases if actual_kinds(lex, t, OBSERVER) & {"sleep", "eat"}] == []


def test_a_word_name_party_keeps_the_observers_company(lex):
    assert "socialize" in actual_kinds(lex, "Ana has lunch with Joy.", OBSERVER)
    assert "walk" in actual_kinds(lex, "Ana walks to River Road.", OBSERVER)


def test_word_names_are_speakers_in_a_dialogue_only(lex):
    cases = [f"{a}: ate a pie. {b}: slept badly." for a, b in itertools.product(
        ["Grace", "Hope", "Rose"], ["Will", "Joy", "Faith"])]
    cases += [f"{a}: I slept badly. Ana: same." for a in ("Grace", "Hope", "Rose")]
    assert [t for t in cases if actual_kinds(lex, t, OBSERVER) & {"sleep", "eat"}] == []
    assert "sleep" in actual_kinds(lex, "Dawn: slept badly.", OBSERVER)
    assert "eat" in actual_kinds(lex, "Dawn: woke early. Noon: ate.", OBSERVER)
