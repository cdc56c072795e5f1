"""Session 25 (who did what): a double name read up to its hyphen, then its alias in brackets.

Class: "Priyanka and Jae-won (재원) share a kimbap roll", "Fatima-Zahra (فاطمة) and Ananya
snowshoe round the flag line". A name's hyphened tail followed by the name in another script
in brackets is one person: the bracket is the name's alias, not someone else named as the
subject, so the pair with the observer in it stays the observer's. Unchanged: the tail alone
without an alias ("Fatima-Zahra shares a sandwich" for an observer called Fatima is not read
as hers), and someone else's double name stays theirs ("Jae-won (재원) eats" for Priyanka).
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds

PAIRS = [
    ("Priyanka and Jae-won (재원) share a kimbap roll on the bench.", "Priyanka", "eat"),
    ("Fatima-Zahra (فاطمة) and Ananya snowshoe round the three-kilometre flag line.",
     "Fatima", "exercise"),
    ("Fatima-Zahra (فاطمة) eats a sandwich.", "Fatima", "eat"),
    ("Tom and Jae-won (재원) share a pizza.", "Tom", "eat"),
]


@pytest.mark.parametrize("text,observer,kind", PAIRS)
def test_a_double_name_and_its_alias_is_one_person(lex, text, observer, kind):
    assert kind in actual_kinds(lex, text, observer), text


def test_someone_elses_double_name_stays_theirs(lex):
    text = "Jae-won (재원) eats a kimbap roll."
    assert "eat" not in actual_kinds(lex, text, "Priyanka")
    assert "eat" in other_kinds(lex, text, "Priyanka")
