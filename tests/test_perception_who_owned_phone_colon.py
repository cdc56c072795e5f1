"""Who did what: a call word owned by a name ("Ana's phone buzzes: her brother chatted with a
friend") is the observer's phone, a thing, not a call made to whoever the news after the colon
names. Negative controls: the observer phoning someone ("Ana phones her son") and a visit owned
by the observer ("Ana's visit to her gran") stay the observer's company."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OBSERVERS = [("Ana", "her"), ("Kofi", "his")]
DEVICES = ["phone buzzes:", "phone pings:", "phone lights up:"]
NEWS = ["{p} brother chatted with a friend", "{p} son is eating dinner at a friend's",
        "the twins had a row at school", "{p} sister slept through the alarm"]


def test_owned_phone_before_news_is_no_call(lex) -> None:
    def one_case(obs, device, news):
        name, poss = obs
        text = f"{name}'s {device} {news.format(p=poss)}."
        got = actual_kinds(lex, text, name)
        assert not got & {"socialize", "conflict", "sleep", "eat"}, (text, got)

    cases = list(itertools.product(OBSERVERS, DEVICES, NEWS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("obs,who", list(itertools.product(OBSERVERS, ["son", "gran", "boss"])))
def test_observer_phones_someone(lex, obs, who):
    name, poss = obs
    text = f"{name} phones {poss} {who}."
    assert "socialize" in actual_kinds(lex, text, name), text


@pytest.mark.parametrize("obs", OBSERVERS)
def test_observers_own_visit(lex, obs):
    name, poss = obs
    text = f"{name}'s visit to {poss} gran is lovely."
    assert "socialize" in actual_kinds(lex, text, name), text
