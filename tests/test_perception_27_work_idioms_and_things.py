"""Session 27, round work: "work" said of a thing, a temper, a charm or an offer names no job.
A thing named after a possessive or with two words, perhaps with an adverb before the verb,
functions ("the new pump works great", "Uchenna's code finally works"); a temper worked up, a
charm or magic worked are idioms; a job offered is not worked yet; a work word before the
alerts names them ("turns off his work notifications"). A person who works keeps the work, the
observer's or someone else's."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_work_said_of_a_thing_an_idiom_or_an_offer_is_no_work(lex) -> None:
    def one_case(observer, text):
        assert "work" not in actual_kinds(lex, text, observer)

    cases = [
        ("Pita", "Pita: the new pump works great!"),
        ("Uchenna", "Uchenna's code finally works."),
        ("Gil", "Gil worked himself into a temper over the parking ticket."),
        ("Ike", "Ike works his charm on the waiter to get a better table."),
        ("Tomas", "Tomas has been offered a job at the shipyard."),
        ("Leon", "Leon turns off his work notifications for the weekend."),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("observer", "text"), [
    ("Pita", "Pita's brother works nights."),
    ("Pita", "Pita's husband finally works."),
    ("Pita", "Her new assistant works hard."),
])
def test_a_person_who_works_still_works(lex, observer, text):
    assert "work" in other_kinds(lex, text, observer)


def test_the_observer_working_a_shift_still_works(lex):
    assert actual_kinds(lex, "Pita works the night shift.", "Pita") == {"work"}
