"""Reporting a row is telling of it, no part in it: "Ana reports the fight to the manager"
(``cues.reported``: "report the"), as "reports a fight" was. What the observer does after the
report stays actual, a row the observer has is still theirs, and writing up notes is work."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

PEOPLE = ["Ana", "Tomas", "Mei", "Kwame"]
REPORTS = ["reports the {r}", "reports the {r} to the manager", "reports the {r} to the police",
           "reports the {r} to the landlord", "reports a {r}"]
ROWS = ["fight", "brawl", "scuffle", "argument"]


def test_a_reported_row_is_no_conflict_of_the_reporter(lex):
    cases = [(f"{p} {rep.format(r=r)}.", p)
             for p, rep, r in itertools.product(PEOPLE, REPORTS, ROWS)]
    assert len(cases) == 80
    assert [t for t, p in cases if "conflict" in actual_kinds(lex, t, p)] == []


def test_the_reporter_s_own_acts_and_rows_stay_actual(lex):
    for p in PEOPLE:
        text = f"{p} reports the fight, then eats her lunch."
        assert "eat" in actual_kinds(lex, text, p), text
        text = f"{p} has a fight with the landlord."
        assert "conflict" in actual_kinds(lex, text, p), text
        text = f"{p} writes up the notes and creates three new tickets."
        assert "work" in actual_kinds(lex, text, p), text
