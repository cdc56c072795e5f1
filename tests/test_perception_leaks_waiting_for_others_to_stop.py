"""What the observer waits for someone else to stop or finish is that person's doing ("waits for
the others to stop arguing", "waits for Tom to finish fighting with the landlord"), as a bare
infinitive after "for" and its subject is ("for the guests to sleep in"); and a fight waited on
to end with no party named ("waits for the fighting to stop", "for the argument to end", "for
the row to blow over") is someone else's. Before session 22 both were the observer's conflict."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize("text", [
    "Lio is waiting for the others to stop arguing.",
    "Lio waits for Tom to stop arguing.",
    "Lio waits for Tom to finish fighting with the landlord.",
])
def test_the_act_of_whom_the_observer_waits_for_is_theirs(lex, text):
    assert "conflict" not in actual_kinds(lex, text, "Lio"), text
    assert "conflict" in other_kinds(lex, text, "Lio"), text


@pytest.mark.parametrize("text", [
    "Lio waits for the fighting to stop.",
    "Lio waits for the argument to end.",
    "Lio waits for the row to blow over.",
])
def test_a_fight_waited_out_is_not_the_observers(lex, text):
    assert "conflict" not in actual_kinds(lex, text, "Lio"), text


@pytest.mark.parametrize("text,kind", [
    ("Lio argues with Tom and waits for the fight to end.", "conflict"),
    ("Lio waits for the storm to pass.", "danger"),
])
def test_the_observers_own_and_around_them_stay(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Lio"), text
