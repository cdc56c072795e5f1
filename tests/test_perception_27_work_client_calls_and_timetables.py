"""Session 27, round work: a call or a phone talk with a client or a supplier is the job's,
not company ("jumps on a call with the client", "on the phone with suppliers"); a call with
family stays company; someone walked through a thing is talked through it, no walk; a work
word before a timetable or a schedule names it ("her revision timetable is stuck to the
fridge")."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize(("observer", "text"), [
    ("Oskar", "You jump on a call with the client to walk them through the mock-ups."),
    ("Oskar", "Oskar is on a call with the client."),
    ("Nkem", "Nkem spent the afternoon on the phone with suppliers."),
])
def test_a_call_with_a_client_or_a_supplier_is_work(lex, observer, text):
    assert actual_kinds(lex, text, observer) == {"work"}


def test_a_call_with_family_stays_company(lex):
    assert actual_kinds(lex, "Oskar is on a call with his mum.", "Oskar") == {"socialize"}


def test_someone_walked_through_a_thing_is_no_walk(lex):
    assert "walk" not in actual_kinds(lex, "Oskar walks her through the paperwork.", "Oskar")
    assert "walk" in actual_kinds(lex, "Oskar walks through the park.", "Oskar")


@pytest.mark.parametrize("text", [
    "Pru's revision timetable is stuck to the fridge.",
    "Pru checks her work schedule.",
])
def test_a_timetable_named_by_its_work_is_no_work(lex, text):
    assert "work" not in actual_kinds(lex, text, "Pru")
