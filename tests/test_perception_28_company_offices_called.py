"""An office or a department talked to or phoned (session 28, round company): at the head of
its phrase it is an institution, an errand or the job's call, no company, whatever names it
first ("on the phone to the police press office", "the council housing office", "the box
office"); a person the office or the institution names ("the office manager", "the police
sergeant", "the bank manager") and a meeting with an office stay as they were."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_an_office_or_a_department_talked_to_is_no_company(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Aditya") == set()

    cases = [
        "Aditya has been on the phone to the police press office all afternoon.",
        "Aditya is on the phone to the council housing office.",
        "Aditya talks to the box office about the tickets.",
        "Aditya is on the phone to the ticket office.",
        "Aditya speaks to the passport office about his renewal.",
        "Aditya talks to the housing department again.",
        "Aditya talks to the police about the break-in.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_person_an_office_names_keeps_the_company(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Aditya") == {"socialize"}

    cases = [
        "Aditya talks to the office manager about his leave.",
        "Aditya chats with the office cleaner.",
        "Aditya is on the phone to the bank manager.",
        "Aditya talks to the police officer.",
        "Aditya chats to the police sergeant.",
        "Aditya chats with his friends from the office.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_conference_call_with_an_office_stays_the_meeting(lex):
    text = "Aditya is on a conference call with the Berlin office."
    assert actual_kinds(lex, text, "Aditya") == {"work"}


@pytest.mark.parametrize("text", [
    "Tuvshin tells the production office he has 'food poisoning' and spends the day by the "
    "motel pool.",
    "Aditya tells the council office what happened.",
    "Aditya tells the ticket office he lost his pass.",
])
def test_an_office_told_something_is_no_company(lex, text):
    observer = text.split()[0]
    assert "socialize" not in actual_kinds(lex, text, observer)


def test_people_told_something_stay_company(lex):
    assert actual_kinds(lex, "Aditya tells the girls he is tired.", "Aditya") == {"socialize"}
