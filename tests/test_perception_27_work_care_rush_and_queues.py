"""Session 27, round work (recall): patients, clients and residents looked after or cared for
are a carer's job ("looks after the patients on ward 3"), one's own family is not; a trade's
rush or its people one is busy with is work ("is busy with the lunchtime rush at the falafel
stand"); a developer's fix pushed and a shift put in are work; cooking for a service at a
workplace is work, at home it stays a chore; a queue after a work verb is the people served,
no wait ("serves a queue of customers at the hardware shop till")."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_care_rushes_fixes_shifts_and_queues_served_are_work(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"work"}

    cases = [
        ("Nadia", "Nadia looks after the patients on ward 3."),
        ("Nadia", "Nadia is caring for her elderly clients."),
        ("Dalia", "Dalia is busy with the lunchtime rush at the falafel stand."),
        ("Tanvi", "[team chat] Tanvi: pushed the fix, PR is up for review"),
        ("Eero", "Eero put in a double shift at the mill."),
        ("Zainab", "Zainab is cooking for the lunch service @ community canteen: kitchen"),
        ("Tom", "Tom serves a queue of customers at the hardware shop till."),
        ("Tom", "Tom serves a long queue of customers."),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("observer", "text"), [
    ("Nadia", "Nadia looks after her sick mother."),
    ("Zainab", "Zainab cooks dinner at home."),
    ("Zainab", "Zainab is cooking @ home: kitchen"),
])
def test_own_family_and_home_cooking_stay_no_work(lex, observer, text):
    assert "work" not in actual_kinds(lex, text, observer)


def test_someone_elses_care_is_theirs(lex):
    text = "Nadia's colleague looks after the patients."
    assert "work" not in actual_kinds(lex, text, "Nadia")
    assert "work" in other_kinds(lex, text, "Nadia")
