"""Who did it: a record owned by someone else in a header before a colon ("Kofi's diary:",
"From Lena's journal:", "Kofi's logbook, day 3:") tells what its owner did; the subjectless
lines after the colon are the owner's, not the observer's.

Negative controls: the observer's own record ("Ana's diary: ate") stays hers, someone named
after the colon is the subject, and an occasion owned by someone ("Kofi's birthday: ate cake")
is no record."""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Ana"
OWNERS = ["Kofi", "Lena", "Dev"]
HEADERS = ["{o}'s diary:", "From {o}'s journal:", "{o}'s log:", "{o}'s logbook, day 3:",
           "{o}'s notes:", "{o}'s notebook:"]
LINES = {"eat": "ate seal meat", "sleep": "slept nine hours", "exercise": "ran 5k"}


def actual(lex, text: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=OBSERVER) if e.is_actual_self}


def test_an_owned_record_tells_the_owners_doing(lex):
    cases = [(f"{h.format(o=o)} {line}.", k)
             for o, h, (k, line) in itertools.product(OWNERS, HEADERS, LINES.items())]
    assert len(cases) == 54
    assert [t for t, k in cases if k in actual(lex, t)] == []


def test_the_observers_own_record_and_named_subjects_stay(lex):
    for h in HEADERS:
        assert "eat" in actual(lex, f"{h.format(o='Ana')} ate seal meat."), h
    assert "eat" in actual(lex, "Kofi's log: Ana ate seal meat.")
    assert "eat" in actual(lex, "Kofi's birthday: ate cake.")
    assert "sleep" in actual(lex, "Diary: slept nine hours.")
