"""A duty rota is no phone call, and a talk given is a lecture, not a chat.

"on-call" names a duty ("the on-call registrar", "the on-call room"; "on call" is work's own
term); "give a talk" and "deliver a talk" name a lecture (core.yaml ``exceptions``). A call
made or taken, or a talk with someone, is still company.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Folake"


def company(lex, text: str) -> bool:
    return any(e.kind == "socialize" and e.is_actual_self
               for e in perceive(text, lex, observer=OBSERVER))


SUBJECTS = [("Folake", "is", "gives", "calls", "talks"), ("You", "are", "give", "call", "talk"),
            ("I", "am", "give", "call", "talk")]
DUTIES = ["{s} pages the on-call registrar", "{s} {be} on call tonight",
          "{s} {be} in the on-call room", "{s} {be} on-call all weekend"]
TOPICS = ["smoke alarms", "road safety", "the history of the town"]


def _page(text: str, who: str) -> str:
    return text.replace("pages", "page") if who != "Folake" else text


def test_a_duty_on_call_is_no_call(lex) -> None:
    def one_case(subject, duty):
        who, be, *_ = subject
        assert not company(lex, _page(duty.format(s=who, be=be), who) + ".")

    cases = list(itertools.product(SUBJECTS, DUTIES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("subject", "topic"), list(itertools.product(SUBJECTS, TOPICS)))
def test_a_talk_given_is_no_chat(lex, subject, topic):
    who, _, give, *_ = subject
    assert not company(lex, f"{who} {give} a talk about {topic} at the school.")


@pytest.mark.parametrize(("subject", "partner"),
                         list(itertools.product(SUBJECTS, ["her sister", "Tom", "the twins"])))
def test_a_call_or_a_talk_with_someone_is_company(lex, subject, partner):
    who, be, _, call, talk = subject
    assert company(lex, f"{who} {call} {partner} after dinner.")
    assert company(lex, f"{who} {talk} about the weekend with {partner}.")
    assert company(lex, f"{who} {be} on a call with {partner}.")
