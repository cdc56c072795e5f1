"""A phone named as a thing is no call.

A socialize term that opens with a ringing device's word (``one_way.ringers``: phone, mobile),
alone or before "to", after a determiner or an owner with at most one word between, names the
device ("restores her old phone to factory settings", "passes the phone to her sister"); a
device word as a verb ("phones to say", "phones her sister") or a call named in full ("a phone
call to her mum") is still a call.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Catalina"


def company(lex, text: str) -> bool:
    return any(e.kind == "socialize" and e.is_actual_self
               for e in perceive(text, lex, observer=OBSERVER))


SUBJECTS = [("Catalina", "restores", "hands", "phones", "makes"),
            ("You", "restore", "hand", "phone", "make"), ("I", "restore", "hand", "phone", "make")]
OWNED = ["her phone", "her old phone", "the phone", "your mobile", "the spare phone",
         "Tom's phone"]


def test_a_phone_handed_or_reset_is_no_call(lex) -> None:
    def one_case(subject, owned):
        who, restore, hand, *_ = subject
        assert not company(lex, f"{who} {restore} {owned} to factory settings.")
        assert not company(lex, f"{who} {hand} {owned} to the shop assistant.")

    cases = list(itertools.product(SUBJECTS, OWNED))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("subject", "partner"),
                         list(itertools.product(SUBJECTS, ["her sister", "Tom", "the twins"])))
def test_a_call_is_still_company(lex, subject, partner):
    who, _, _, phone, make = subject
    assert company(lex, f"{who} {phone} {partner} after dinner.")
    assert company(lex, f"{who} {make} a phone call to {partner}.")
    assert company(lex, f"{who} {phone} to say sorry to {partner}.")
