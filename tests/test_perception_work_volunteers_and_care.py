"""Unpaid and care work, session 21: a volunteer's shift named by "volunteer at"
("volunteers at the food bank, stacking tins") is work, as a job is; a care home's residents
bathed at the home are cared for as patients are ("bathes the residents @ care home", "bathes
the patients on the ward"), and a new hand trained is served ("trains the new hire"); a
residents' meeting chaired is no one served. "Volunteer" as a noun names who ("the other
volunteers at the hall", "a volunteer at the hospice"), a wish or a plan to volunteer stays
ahead, and company with the residents stays company, no job."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

OBSERVER = "Ana"


@pytest.mark.parametrize("text", [
    "Ana volunteers at the food bank, stacking tins.",
    "Ana is volunteering at the soup kitchen, ladling stew.",
    "Ana volunteers at a refugee camp clinic, triaging new arrivals.",
    "Ana is volunteering @ food bank: warehouse",
    "Ana bathes the residents and changes their beds @ care home: east wing",
    "Ana bathes the patients on the ward.",
    "Ana bathes the residents @ Rosewood Care Home: east wing",
    "Ana trains the new hire on the espresso machine.",
    "Ana trains the apprentices on the lathe.",
])
def test_volunteer_and_care_work(lex, text):
    assert "work" in actual_kinds(lex, text, OBSERVER)


def test_contrasts_stay_no_work(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, OBSERVER)

    cases = [
        "Ana socialized with the other volunteers at the community hall.",
        "Ana, a volunteer at the hospice, eats lunch.",
        "Ana wants to volunteer at the shelter.",
        "Ana will volunteer at the food bank next week.",
        "Ana volunteers to wash up.",
        "Ana's mum volunteers at the library.",
        "Ana plays cards with the residents.",
        "Ana eats lunch with the residents.",
        "Ana bathes the baby.",
        "Ana chairs the residents' meeting.",
        "Ana is changing into her hi-vis before the night shift @ Apapa port: locker room",
    ]
    assert failing_cases(one_case, cases) == []
