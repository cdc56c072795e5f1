"""An exercise term that holds a third-person owner ("during his run", "back from her swim", "on
his morning run") right after someone else named by a person noun ("waves at a jogger during his
run", "passes a man back from his run"), or by a name set off by a comma ("meets Ben, back from
his run"), is that person's activity, never the observer's. Controls: the observer's own run
told the same way stays theirs."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

OBSERVERS = ["Ana", "You", "I"]
VERBS = {"Ana": "waves at", "You": "wave at", "I": "wave at"}
PEOPLE = ["a jogger", "a man", "an old woman", "the postman", "a cyclist"]
TERMS = ["during his run", "back from his run", "on his morning run", "halfway through her run",
         "on her evening run", "back from their run"]


def mine(lex, text: str, observer: str) -> set[str]:
    name = "Ana" if observer in ("You", "I") else observer
    return {e.kind for e in perceive(text, lex, observer=name) if e.is_actual_self}


def test_a_possessive_run_after_someone_else_is_theirs(lex):
    cases = [(f"{o} {VERBS[o]} {p} {t}.", o)
             for o, p, t in itertools.product(OBSERVERS, PEOPLE, TERMS)]
    assert len(cases) == 90
    assert [text for text, o in cases if "exercise" in mine(lex, text, o)] == []


@pytest.mark.parametrize("term", ["back from his run", "halfway through her run"])
def test_a_named_person_set_off_by_a_comma_owns_it(lex, term):
    assert "exercise" not in mine(lex, f"Ana meets Ben, {term}.", "Ana")


@pytest.mark.parametrize("text", ["Ana is back from her run.", "Ana twisted her ankle on her "
                                  "morning run.", "You are halfway through your run.",
                                  "I am back from my run."])
def test_the_observers_own_run_stays_theirs(lex, text):
    assert "exercise" in mine(lex, text, "Ana")
