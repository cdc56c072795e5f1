"""Session 23 (leaks): a time clause's own subject past an aspect or a light verb.

"pulls the twins apart before they come to blows" already gave the row to the twins; with an
aspect verb ("before Tom starts arguing") or a light verb and its article ("before he starts a
fight", "before Tom gets into a fight") the observer, named first, kept it. The subject of a
"before"/"until" clause does what its verb says, however that verb is opened.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds

OBSERVER = "Ana"


@pytest.mark.parametrize("text", [
    "Ana drags Tom out of the bar before he starts a fight.",
    "Ana leaves the party before Tom gets into a fight.",
    "Ana hangs up before Tom starts arguing with her mother.",
])
def test_the_time_clauses_subject_has_the_row(lex, text):
    assert "conflict" not in actual_kinds(lex, text, OBSERVER)
    assert "conflict" in other_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "Ana argues with Tom before she storms out.",
    "Ana gets into a fight before Tom arrives.",
])
def test_the_observers_own_row_stays(lex, text):
    assert "conflict" in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "Ana pulls Tom and Pedro apart before they come to blows.",
    "Ana steps between Tom and Pedro before they start fighting.",
    "Ana meets Tom and Mia at the bar, and they argue about the bill.",
])
def test_they_after_two_people_joined_by_and_is_that_pair(lex, text):
    assert "conflict" not in actual_kinds(lex, text, OBSERVER)
    assert "conflict" in other_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "Ana and Tom leave before they start arguing.",
    "Ana and Tom visit Mia, and they argue about money.",
])
def test_they_with_the_observer_joined_stays_theirs_together(lex, text):
    assert "conflict" in actual_kinds(lex, text, OBSERVER)
