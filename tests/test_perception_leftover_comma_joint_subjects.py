"""The observer's name set off by commas before "and" in a subject ("The cellar master, Frida,
and her assistant are rolling barrels") is one of the subjects, whether the name is an
apposition or a list item; so is a person opened by a determiner or a count after the "and"
("The night nurse, Frida, and the porter eat pizza"). An owned person after "and" opening a
clause of its own stays someone else ("Frida checks the gauges and her assistant naps")."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

HEADS = ["The cellar master", "The night nurse", "Our neighbour", "The head baker", "Tomas"]
OBSERVERS = ["Frida", "Kemal", "Ines"]
PARTNERS = ["her assistant", "his wife", "the porter", "two porters", "their friend"]
ACTS = {"are rolling barrels": "work", "eat pizza in the break room": "eat",
        "are drinking tea": "drink"}


def test_a_comma_set_name_before_and_is_a_subject(lex):
    cases = [(f"{h}, {o}, and {p} {a}.", o, k) for h, o, p, (a, k)
             in itertools.product(HEADS, OBSERVERS, PARTNERS, ACTS.items())]
    assert len(cases) == 225
    assert [t for t, o, k in cases if k not in actual_kinds(lex, t, o)] == []


def test_someone_else_after_and_with_a_clause_of_their_own_stays_theirs(lex):
    for o, p in itertools.product(OBSERVERS, ["her assistant", "his wife", "their friend"]):
        text = f"{o} checks the gauges and {p} eats a sandwich."
        assert "eat" not in actual_kinds(lex, text, o), text
        text = f"The cellar master, Tomas, and {p} eat pizza while {o} watches."
        assert "eat" not in actual_kinds(lex, text, o), text
