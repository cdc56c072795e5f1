"""A name given after "called" or "named" is no call and no activity: "the postman, a cheerful man
called Abe" names him (no phone call), and a capitalised word right after "called"/"named" that
looks like a term is a name ("a wiry woman called Greet": no greeting; "a pony named Sprint": no
sprint; "a dog called Biscuit": nothing eaten). A call to the observer ("a neighbour called Ana at
midnight") and a call made ("Ana called her sister") stay calls."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBSERVER = "Nerys"


PEOPLE = ["the postman", "the warden", "her neighbour"]
NOUNS = ["a cheerful man", "a wiry woman", "an old fisherman"]
NAMES = ["Abe", "Greet", "Sprint", "Biscuit", "Rest"]


def test_a_name_given_is_no_call_and_no_activity(lex):
    cases = [f"{OBSERVER} waves to {p}, {n} called {name}, as he passes the dairy."
             for p, n, name in itertools.product(PEOPLE, NOUNS, NAMES)]
    assert len(cases) == 45
    assert [t for t in cases
            if actual_kinds(lex, t, OBSERVER) & {"socialize", "eat", "exercise", "rest"}] == []


@pytest.mark.parametrize("text", [
    "The warden, a wiry woman called Greet, makes Nerys a mug of cocoa beside the stove.",
    "Nerys rides a pony named Sprint along the beach.",
    "Nerys walks her dog, a spaniel called Biscuit, along the beach.",
])
def test_named_words_are_names(lex, text):
    assert not actual_kinds(lex, text, OBSERVER) & {"socialize", "eat", "exercise"}


@pytest.mark.parametrize("text", [
    "A neighbour called Nerys at midnight to say the barn was on fire.",
    "Nerys called her sister this evening and they talked for an hour.",
    "Nerys greets the postman at the gate.",
])
def test_calls_and_greetings_stay(lex, text):
    assert "socialize" in actual_kinds(lex, text, OBSERVER)
