"""Negation scope: "once" right after a denial ("never once", "not once", "didn't once") is
emphasis, not a clause opener, so the denial reaches the verb after it ("never once stops to
drink"). "once" opening a time clause after an event ("eats once the guests have gone") still
opens a clause.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

DENIALS = ["never once", "didn't once", "did not once"]
VERBS = [("drink", "stop to drink", "stops to drink"), ("rest", "sit down to rest",
                                                         "sits down to rest"),
         ("eat", "eat a thing", "eats a thing"), ("sleep", "sleep", "sleeps")]


def test_never_once_denies(lex) -> None:
    def one_case(subject, denial, verb):
        kind, bare, third = verb
        form = third if denial == "never once" and subject != "You" else bare
        text = f"{subject} {denial} {form} all day."
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(
        ["Ana", "You", "Ana plants the paddy and"], DENIALS, VERBS))
    assert failing_cases(one_case, cases) == []


def test_once_opening_a_time_clause_keeps_the_event(lex):
    assert "eat" in actual_kinds(lex, "Ana eats once the guests have gone.", "Ana")
