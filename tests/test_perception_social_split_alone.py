"""A food split by the observer with nobody else in the clause is cut open, not shared ("Ifeoma
is splitting the first scone, piling on jam"; someone named before the subject, "the moment the
steward sets down her cream tea", is not with her); a food split with someone ("Nilufar and Bea
split a pizza", "the two of you split a pizza", "splits a pizza with Tom", "we split a bottle of
wine", "splitting a pizza with the lads") is company."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive


def social(lex, text: str, observer: str = "Ifeoma") -> bool:
    return any(e.kind == "socialize" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


SUBJECTS = [("Ifeoma", "s", "is", "her"), ("I", "", "am", "my"), ("You", "", "are", "your")]
FOODS = ["the first scone", "{p} roll", "a bagel", "the croissant"]
OPENERS = ["", "The moment the steward sets down the tray, "]


def test_a_food_split_alone_is_no_company(lex):
    cases = []
    for (subj, s, be, p), food, op in itertools.product(SUBJECTS, FOODS, OPENERS):
        cases.append(f"{op}{subj} {be} splitting {food.format(p=p)}, piling on jam.")
        cases.append(f"{op}{subj} split{s} {food.format(p=p)} and butter{s} it.")
    assert len(cases) == 48
    assert [t for t in cases if social(lex, t)] == []


@pytest.mark.parametrize("text", [
    "Ifeoma and Bea split a pizza at the window table.",
    "The two of you split a pizza on the stadium steps.",
    "Ifeoma splits a pizza with Tom.",
    "We split a bottle of wine on the terrace.",
    "Ifeoma and her cousin split a bag of chips on the harbour wall.",
    "Ifeoma is waiting for the speeches, splitting a pizza with the lads.",
])
def test_a_food_split_with_someone_is_company(lex, text):
    assert social(lex, text)
