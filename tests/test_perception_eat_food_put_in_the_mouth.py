"""Food put into the mouth is eaten: "pops a warm arancino into her mouth", "pulls a grape off
the bunch and pops it in her mouth" (core.yaml's eat terms "into <owner> mouth" and "<pronoun>
in <owner> mouth"). A thumb held in the mouth, a mouth looked into (exceptions), someone else's
mouthful, and a planned one are not the observer's meal."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive

SUBJECTS = [("Leilani", "her"), ("You", "your"), ("I", "my"), ("Koa", "his")]
VERBS = ["pops", "slips", "tosses", "stuffs"]
FOODS = ["a warm arancino", "a grape", "a square of chocolate", "the last olive",
         "a handful of nuts"]


def _verb(subject: str, verb: str) -> str:
    return verb[:-1] if subject in ("You", "I") else verb


@pytest.mark.parametrize(("subject", "verb", "food"), list(product(SUBJECTS, VERBS, FOODS)))
def test_food_put_into_the_mouth_is_eaten(lex, subject, verb, food):
    name, owner = subject
    text = f"{name} {_verb(name, verb)} {food} into {owner} mouth."
    assert "eat" in actual_kinds(lex, text, "Leilani" if name in ("Leilani", "You", "I") else name)


@pytest.mark.parametrize(("subject", "pronoun"), list(product(SUBJECTS, ["it", "them", "one"])))
def test_a_pronoun_for_the_food_put_in_the_mouth_is_eaten(lex, subject, pronoun):
    name, owner = subject
    text = (f"{name} {_verb(name, 'pulls')} grapes off the bunch and "
            f"{_verb(name, 'pops')} {pronoun} in {owner} mouth.")
    assert "eat" in actual_kinds(lex, text, "Leilani" if name in ("Leilani", "You", "I") else name)


def test_someone_elses_mouthful_is_not_the_observers(lex) -> None:
    def one_case(food):
        assert "eat" not in actual_kinds(lex, f"Mei pops {food} into her mouth.", "Leilani")

    cases = FOODS
    assert failing_cases(one_case, cases) == []


def test_a_mouth_looked_into_is_no_meal(lex) -> None:
    def one_case(looker, owner):
        text = f"{looker} into {owner} mouth."
        assert "eat" not in {e.kind for e in perceive(text, lex, observer="Leilani")}

    cases = list(product(
        ["The dentist peers", "The nurse looks", "Dr Osei shines a torch"],
        ["your", "her", "my"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "The baby sleeps with her thumb in her mouth.",
    "Leilani will pop a grape into her mouth later.",
    "Leilani doesn't pop a single grape into her mouth.",
])
def test_no_meal_controls(lex, text):
    assert "eat" not in actual_kinds(lex, text, "Leilani")
