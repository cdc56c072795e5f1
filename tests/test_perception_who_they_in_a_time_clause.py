"""Someone else right before the verb of a time clause after "before" or "until"
("Ana pulls the twins apart before they come to blows", "Ana waits until Kofi stops shouting at
the driver") is that clause's subject, not the observer whose clause leads into it; and a
plural "they" points back to a plural group named after the observer as an object, even one
with no person word ("the two drunks", "the touts"), unless the observer is joined to it by
"and"."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"


def test_a_time_clauses_own_subject_does_it(lex):
    cases = [f"Ana {v} {g} apart {o} they come to blows." for v, g, o in itertools.product(
        ["pulls", "drags", "keeps"], ["the twins", "the boys", "the two men", "the two drunks",
                                      "the touts"], ["before", "until"])]
    cases += [f"Ana waits {o} {n} stops shouting at the driver." for o, n in itertools.product(
        ["until"], ["Kofi", "the porter", "he"])]
    assert [t for t in cases if "conflict" in actual_kinds(lex, t, OBSERVER)] == []


def test_they_after_a_plural_object_group(lex):
    cases = [f"Ana {v} the {g}. They start a fight." for v, g in itertools.product(
        ["watches", "phones", "serves"], ["twins", "two drunks", "touts", "regulars"])]
    assert [t for t in cases if "conflict" in actual_kinds(lex, t, OBSERVER)] == []


def test_the_observer_still_takes_part(lex):
    for text, kind in [("Ana and the drunks walk home. They start a fight.", "conflict"),
                       ("Ana argues with Kofi before lunch.", "conflict"),
                       ("Ana argues with Kofi until midnight.", "conflict"),
                       ("Ana chats with Kofi before he leaves.", "socialize")]:
        assert kind in actual_kinds(lex, text, OBSERVER), text
