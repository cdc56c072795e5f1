"""Who did it: a record owned by someone else in a header before a colon ("Kofi's diary:",
"From Lena's journal:", "Kofi's logbook, day 3:") tells what its owner did; the subjectless
lines after the colon are the owner's, not the observer's.

Negative controls: the observer's own record ("Ana's diary: ate") stays hers, someone named
after the colon is the subject, and an occasion owned by someone ("Kofi's birthday: ate cake")
is no record."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"
OWNERS = ["Kofi", "Lena", "Dev"]
HEADERS = ["{o}'s diary:", "From {o}'s journal:", "{o}'s log:", "{o}'s logbook, day 3:",
           "{o}'s notes:", "{o}'s notebook:"]
LINES = {"eat": "ate seal meat", "sleep": "slept nine hours", "exercise": "ran 5k"}


def test_an_owned_record_tells_the_owners_doing(lex):
    cases = [(f"{h.format(o=o)} {line}.", k)
             for o, h, (k, line) in itertools.product(OWNERS, HEADERS, LINES.items())]
    assert len(cases) == 54
    assert [t for t, k in cases if k in actual_kinds(lex, t, OBSERVER)] == []


def test_the_observers_own_record_and_named_subjects_stay(lex):
    for h in HEADERS:
        assert "eat" in actual_kinds(lex, f"{h.format(o='Ana')} ate seal meat.", OBSERVER), h
    assert "eat" in actual_kinds(lex, "Kofi's log: Ana ate seal meat.", OBSERVER)
    assert "eat" in actual_kinds(lex, "Kofi's birthday: ate cake.", OBSERVER)
    assert "sleep" in actual_kinds(lex, "Diary: slept nine hours.", OBSERVER)
