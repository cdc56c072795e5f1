"""Names in scripts without case, and a name's alias in brackets.

A word in a script that has no capitals (Chinese, Japanese, Korean, Arabic, Hebrew, Devanagari,
Bengali, Tamil, Thai ...) can be a name, as a capitalised word can; a vowel sign or virama is
part of its word (normalisation drops a mark left standing, so "सीता" is one token). A name
followed by the same person's name in brackets is one person.
"""

from __future__ import annotations

import pytest
from helpers import failing_cases

from engine.lexicon import normalize, tokenize
from engine.perception import perceive

NAMES = ["李娜", "さくら", "지민", "رشيد", "דנה", "सीता", "अर्जुन", "মিতা", "மீனா", "ราตรี", "สมศักดิ์"]


def events(lex, text: str, observer: str) -> set[tuple[str, str]]:
    return {(e.kind, e.subject) for e in perceive(text, lex, observer=observer)
            if not e.negated and e.mode == "actual"}


def test_a_name_with_vowel_signs_is_one_token() -> None:
    def one_case(name):
        assert len(tokenize(normalize(f"{name} eats lunch.")[0])) == 4

    cases = NAMES
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("text, kind", [
    ("{name} is asleep on the bus.", "sleep"),
    ("Then {name} eats a bowl of noodles.", "eat"),
    ("{name} drinks a glass of water at the counter.", "drink"),
])
def test_someone_named_in_an_uncased_script_is_someone_else(lex, name, text, kind):
    assert events(lex, text.format(name=name), "Anna") == {(kind, "other")}


def test_the_observer_named_in_an_uncased_script_is_the_observer(lex) -> None:
    def one_case(name):
        assert events(lex, f"{name} is asleep on the bus.", name) == {("sleep", "self")}
        assert events(lex, f"{name} eats lunch while Anna watches.", "Anna") == {("eat", "other")}

    cases = NAMES
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("alias", ["अदिति", "Addie", "阿迪"])
def test_a_name_and_its_alias_in_brackets_are_one_person(lex, alias):
    text = f"Ravi and his friend Aditi ({alias}) eat masala dosa together at the canteen."
    assert events(lex, text, "Ravi") == {("eat", "self"), ("socialize", "self")}
    assert events(lex, f"Aditi ({alias}) naps while Ravi reads.", "Ravi") == {("sleep", "other")}


def test_a_latin_word_keeps_its_case_rule(lex):
    assert events(lex, "meena is asleep on the bus.", "Anna") == {("sleep", "other")}
    assert events(lex, "You eat a bowl of 拉面.", "Anna") == {("eat", "self")}
