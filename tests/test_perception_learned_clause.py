"""Who did what: news learnt as a "that" clause ("learns that", "finds out that", "discovers
that", "realises that", "gathers that") is the doing of whoever the clause names, not of the one
who learns it, as after "hears that". The observer named as the clause's subject keeps it
("finds out that she has the flu"), and the learner's own verbs outside the clause stay theirs.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive


def kinds(lex, text: str, observer: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer)}


LEARNERS = ["Ana learned that", "Ana learns that", "Ana finds out that", "Ana found out that",
            "You find out that", "You discover that", "Ana realises that", "Ana realized that",
            "Ana gathers that", "You learn that"]
DOERS = ["Dmitri", "Tom", "her brother", "the new cook", "his sister", "the neighbours"]
DEEDS = [("conflict", "had a row with the boss"), ("conflict", "argued with the landlord"),
         ("eat", "ate the whole cake"), ("exercise", "ran a marathon"),
         ("conflict", "got into a fight at the pub"), ("illness", "was sick all night")]


def test_learnt_news_is_the_doers(lex) -> None:
    def one_case(learner, doer, deed):
        kind, words = deed
        text = f"{learner} {doer} {words}."
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(LEARNERS, DOERS, DEEDS))
    assert failing_cases(one_case, cases) == []


OWN = [("Ana finds out that she has the flu.", "illness"),
       ("You find out that you have a fever.", "illness"),
       ("Ana finds out that her knee is bleeding.", "injury"),
       ("Ana learns that she is running a temperature.", "illness")]


@pytest.mark.parametrize("text,kind", OWN)
def test_the_observer_inside_the_clause_keeps_it(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana"), text


CONTROLS = [("Ana argued with her boss and found out the truth.", "conflict"),
            ("Ana learns to swim at the lido.", "exercise"),
            ("Ana eats lunch and learns that Tom is back.", "eat"),
            ("After her swim Ana finds out that Tom quit; she eats a sandwich.", "eat")]


@pytest.mark.parametrize("text,kind", CONTROLS)
def test_the_learners_own_verbs_stay_theirs(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana"), text


def test_the_news_is_still_seen(lex):
    assert "conflict" in kinds(lex, "Ana learned that Dmitri had a row with his boss.", "Ana")
