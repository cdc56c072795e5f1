"""An apposition renames the name that opens a "while"/"when" clause even after a place phrase
in the main clause (session 29, round who): "The cook grinds coffee by the fire while
Stellan, a paying passenger, sleeps" is Stellan's sleep; someone else named there keeps theirs,
and a new subject after a fronted phrase is still no apposition."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize("text, kind", [
    ("The cook grinds coffee by the fire while Stellan, a paying passenger, sleeps.", "sleep"),
    ("The cook is grinding coffee beans by the fire while Stellan, a paying passenger, sleeps"
     " under the stars.", "sleep"),
    ("The monks eat in the refectory while Stellan, a visitor, walks back to the guesthouse.",
     "walk"),
    ("Tom waits by the door when Stellan, the youngest, eats.", "eat"),
])
def test_an_apposition_after_while_and_the_observer_keeps_his_verb(lex, text, kind):
    assert actual_kinds(lex, text, "Stellan") == {kind}


@pytest.mark.parametrize("text, kind", [
    ("Stellan reads by the fire while Tom, a paying passenger, sleeps under the stars.", "sleep"),
    ("Stellan waits in the car while his wife, a nurse, sleeps.", "sleep"),
    ("Stellan reads by the fire while, a mile away, a passenger sleeps.", "sleep"),
])
def test_someone_else_renamed_after_while_keeps_theirs(lex, text, kind):
    assert actual_kinds(lex, text, "Stellan") == set()
    assert other_kinds(lex, text, "Stellan") == {kind}
