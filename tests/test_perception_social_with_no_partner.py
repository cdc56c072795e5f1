""""with" names no one spent time with after a verb or feeling that takes it ("something you
ate disagreed with you", "the show ended with the captain doing the splits", "pleased with her
son", "fed up with his flatmate"), nor when a thing comes first and a new subject after "and"
("his officers cried with laughter and I filmed the whole thing"). Time spent with someone
stays company."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

OBSERVER = "Gil"


def social_self(lex, text: str) -> bool:
    return any(e.kind == "socialize" for e in perceive(text, lex, observer=OBSERVER)
               if e.is_actual_self)


SUBJECTS = ["Gil is", "Gil was", "You're", "I'm"]
FEELINGS = ["pleased with", "impressed with", "disappointed with", "fed up with",
            "obsessed with"]
PARTNERS = ["her son", "his flatmate", "the new manager", "Jo"]


def test_a_feeling_about_someone_is_no_company(lex):
    cases = [f"{s} {f} {p}." for s, f, p in itertools.product(SUBJECTS, FEELINGS, PARTNERS)]
    assert len(cases) == 80
    assert [c for c in cases if social_self(lex, c)] == []


@pytest.mark.parametrize("text", [
    "You throw up twice in the night; something you ate disagreed with you.",
    "I was sick all morning; the prawns disagreed with me.",
    "The talent show ended with the captain doing the splits.",
    "The evening ends with Gil's brother singing on the table, while Gil sweeps up.",
    "Gil's work is often compared with his father's.",
])
def test_with_after_a_verb_that_takes_it_is_no_company(lex, text):
    assert not social_self(lex, text)


THINGS = ["laughter", "relief", "a smile", "delight", "cold"]
AFTER = ["and I filmed the whole thing", "and you sneak out", "or I leave early"]


def test_a_thing_after_with_then_a_new_subject_is_no_partner(lex):
    cases = [f"His officers cried with {t} {a}." for t, a in itertools.product(THINGS, AFTER)]
    assert len(cases) == 15
    assert [c for c in cases if social_self(lex, c)] == []


@pytest.mark.parametrize("text", [
    "Gil has lunch with Jo and Ana at the café.",
    "Gil spends the evening with his friends and their kids.",
    "Gil plays cards with Jo or Ana most nights.",
    "Gil chats with two colleagues and the new manager in the kitchen.",
    "Gil sits with Ana on the steps, laughing.",
])
def test_time_spent_with_someone_is_still_company(lex, text):
    assert social_self(lex, text)
