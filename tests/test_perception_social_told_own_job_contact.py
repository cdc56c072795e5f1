"""A report of one's own state to someone at work, named with an owner, is no company.

A speech verb's listener is looked for past an owner ("told my supervisor", "tell your GP"): the
owner used to end the search, so "I told my supervisor I was sick" kept the telling as company
while "I told the supervisor I was sick" did not (the report-at-work rule of
``_no_company_told``). Telling kin or friends stays company.
"""

from __future__ import annotations

import itertools

from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Amina"


def company(lex, text: str) -> bool:
    return any(e.kind == "socialize" and e.is_actual_self
               for e in perceive(text, lex, observer=OBSERVER))


TELLERS = [("I", "told", "my", "I was"), ("You", "tell", "your", "you are"),
           ("Amina", "tells", "her", "she is")]
JOBS = ["supervisor", "teacher", "GP", "foreman", "manager", "tutor"]
KIN = ["sister", "mum", "best friend", "flatmate"]
STATES = ["sick", "too tired to work", "ill"]


def test_own_state_reported_to_ones_own_job_contact_is_no_company(lex) -> None:
    def one_case(teller, job, state):
        who, verb, owner, be = teller
        assert not company(lex, f"{who} {verb} {owner} {job} {be} {state}.")

    cases = list(itertools.product(TELLERS, JOBS, STATES))
    assert failing_cases(one_case, cases) == []


def test_telling_kin_or_friends_is_company(lex) -> None:
    def one_case(teller, kin, state):
        who, verb, owner, be = teller
        assert company(lex, f"{who} {verb} {owner} {kin} {be} {state}.")

    cases = list(itertools.product(TELLERS, KIN, STATES))
    assert failing_cases(one_case, cases) == []
