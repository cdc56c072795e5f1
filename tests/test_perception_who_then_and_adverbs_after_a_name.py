"""Someone named mid-sentence stays the subject of their verb past "then" ("Ana waits while
Kofi then eats a sandwich", "Ana waits, but Kofi then fell asleep"), past an adverb after a
parenthesis ("Kofi, meanwhile, also ate a sandwich"), and after "and" before a light verb and
its object ("Ana waits and Kofi got into a fight with the landlord"). The observer's own "then"
and a shared subject ("Ana and Kofi got into a fight") stay the observer's."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"
# (a light verb before its term, "then got into a fight", is left: the term is not right after
# "then")
ACTS = {"ate a sandwich": "eat", "fell asleep": "sleep", "went for a run": "exercise",
        "had a pint": "drink", "argued with the landlord": "conflict"}


def test_then_after_someone_else(lex):
    cases = [(f"Ana waits{o} {n} then {a}.", k) for o, n, (a, k) in itertools.product(
        [", but", " while", " as", " and", ";"], ["Kofi", "Oyelaran", "the porter", "he"],
        ACTS.items())]
    assert len(cases) == 100
    assert [t for t, k in cases if k in actual_kinds(lex, t, OBSERVER)] == []


def test_an_adverb_after_a_parenthesis_and_a_light_verb_after_and(lex):
    cases = [(f"Ana waits. {n}, meanwhile, {d} {a}.", k) for n, d, (a, k) in itertools.product(
        ["Kofi", "Oyelaran"], ["also", "quickly", "soon", "just"], ACTS.items())]
    cases += [(f"Ana waits and {n} got into a fight with the landlord.", "conflict")
              for n in ["Kofi", "Oyelaran", "Tom"]]
    assert [t for t, k in cases if k in actual_kinds(lex, t, OBSERVER)] == []


def test_the_observers_own_then_stays_theirs(lex):
    for text, kind in [("Ana then ate a sandwich.", "eat"),
                       ("Kofi waits and Ana then ate a sandwich.", "eat"),
                       ("You then ate a sandwich.", "eat"),
                       ("Ana and Kofi got into a fight with the landlord.", "conflict")]:
        assert kind in actual_kinds(lex, text, OBSERVER), text
