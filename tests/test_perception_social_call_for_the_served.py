"""A call at work about a served person's matter is the service, no company ("Fatima is
troubleshooting a customer's home network over the phone @ Northgate call centre"); a call with
someone named after it, or with no one served in its clause, keeps its company. The clause
must hold a task of the job (a work event) for the call to be the service."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

OBSERVER = "Fatima"


def social_self(lex, text: str) -> bool:
    return any(e.kind == "socialize" for e in perceive(text, lex, observer=OBSERVER)
               if e.is_actual_self)


TASKS = ["is troubleshooting a customer's home network", "is sorting out a client's invoice",
         "is checking a patient's results"]
CALLS = ["over the phone", "on the phone"]
PLACES = ["@ Northgate call centre: pod 7", "at the help desk."]


def test_a_call_about_a_served_persons_matter_at_work_is_the_service(lex):
    cases = [f"Fatima {t} {c} {p}" for t, c, p in itertools.product(TASKS, CALLS, PLACES)]
    assert len(cases) == 12
    assert [c for c in cases if social_self(lex, c)] == []


@pytest.mark.parametrize("text", [
    "Fatima is on the phone with her sister after her shift.",
    "Fatima chats with her mum over the phone in her lunch break.",
    "Fatima spends an hour on the phone to her best friend.",
])
def test_a_call_with_someone_of_her_own_is_company(lex, text):
    assert social_self(lex, text)
