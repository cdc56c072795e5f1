"""Plans in the progressive: an event told in the present progressive with a day still ahead
named after it ("is having lunch with Tom on Friday", "is flying to Rome later this week") is
planned, not happening. The simple present with the same time words ("works on Saturdays"), a
clause told in the past, and the progressive with the present stretch of time ("is having lunch
right now", "is mopping the floor this evening") stay what happens.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

from engine.perception import perceive


def planned(lex, text: str, observer: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer)
            if e.subject == "self" and e.mode == "planned"}


SUBJECTS = ["Ana is", "You are", "I'm", "Ana is still"]
EVENTS = [("eat", "having lunch with Tom"), ("exercise", "going for a run"),
          ("exercise", "playing tennis with Dev"), ("eat", "eating out"),
          ("sleep", "sleeping over at her sister's"), ("socialize", "having coffee with Bo")]
TIMES = ["on Friday", "on Sunday", "on Wednesday", "later tonight", "later this week",
         "on the weekend"]


def test_the_progressive_with_a_time_ahead_is_a_plan(lex) -> None:
    def one_case(subject, event, time):
        kind, words = event
        text = f"{subject} {words} {time}."
        observer = "Ana"
        assert kind not in actual_kinds(lex, text, observer), text

    cases = list(itertools.product(SUBJECTS, EVENTS, TIMES))
    assert failing_cases(one_case, cases) == []


STAY = [("Ana works at the bakery on Saturdays.", "work"),
        ("Ana goes for a long bike ride on Saturday morning.", "exercise"),
        ("Ana is having lunch right now.", "eat"),
        ("Ana is having a nap now.", "sleep"),
        ("Ana ate lunch with Tom on Friday.", "eat"),
        ("On Friday Ana was playing tennis with Dev.", "exercise"),
        ("You pour cider for the guests; it is your job tonight.", "work"),
        ("Ana can't face the gym tonight; she curls up on the sofa under a blanket.", "rest"),
        ("Ana is mopping the floor of her parents' cafe this evening.", "work"),
        ("Ana is eating a big bowl of pasta this evening.", "eat")]


def test_what_happens_stays_actual(lex) -> None:
    def one_case(text, kind):
        assert kind in actual_kinds(lex, text, "Ana"), text

    cases = STAY
    assert failing_cases(one_case, cases) == []
