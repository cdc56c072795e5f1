"""Who did it: a purpose clause after "so" with a new subject and a modal ("Ana babysits so
Lena can go to a party") is that subject's doing, as after "so that".

Negative controls: the observer as the purpose clause's subject ("Lena babysits so Ana can go
to a party") keeps it."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"
LEADS = ["Ana babysits", "Ana stays in", "Ana covers the phones"]
OTHERS = ["Lena", "Kofi", "her sister"]
MODALS = ["can", "could"]


def test_a_purpose_clauses_subject_does_it(lex):
    cases = [f"{lead} so {o} {m} go to a party." for lead, o, m
             in itertools.product(LEADS, OTHERS, MODALS)]
    assert len(cases) == 18
    assert [t for t in cases if "socialize" in actual_kinds(lex, t, OBSERVER)] == []


def test_the_observer_as_the_purpose_subject_keeps_it(lex):
    assert "socialize" in actual_kinds(lex, "Lena babysits so Ana can go to a party.", OBSERVER)
