"""Who did what: a capitalised word opening a sentence, then a parenthesis, then a finite verb.

"Marco, eating an apple, waits." names Marco: the parenthesis describes the subject of the verb
after it, so the meal inside is Marco's. A capital at a sentence's start says nothing by itself
(:func:`engine.perception._is_name_first`); before, the verb after the closing comma had to be an
auxiliary, a name follower or an action term, so "waits", "stands" or "turned" left the word
unnamed and the meal went to the observer (a leak). Any finite verb form now names it.

Controls: the observer in the same shape keeps the event; the observer's own sentence after it
is unchanged.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

from engine.perception import perceive

NAMES = ["Marco", "Nadia", "Pedro", "Kemal"]
PARENTHESES = [("eating an apple", "eat"), ("sipping a coffee", "drink"),
               ("gulping down a soda", "drink"), ("still chewing his toast", "eat")]
VERBS = ["waits", "stands by the door", "waited by the gate", "turns to the window",
         "leans on the rail"]


def kinds(lex, text: str, observer: str) -> set[tuple[str, str]]:
    return {(e.kind, e.subject) for e in perceive(text, lex, observer=observer)}


def test_a_parenthesis_after_a_name_is_the_names(lex) -> None:
    def one_case(name, parenthesis, verb):
        phrase, kind = parenthesis
        text = f"Ana is waiting for the bus; {name}, {phrase}, {verb}."
        assert actual_kinds(lex, text, "Ana") == set()
        assert (kind, "other") in kinds(lex, text, "Ana")

    cases = list(itertools.product(NAMES, PARENTHESES, VERBS))
    assert failing_cases(one_case, cases) == []


def test_the_observer_in_the_same_shape_keeps_the_event(lex) -> None:
    def one_case(parenthesis, verb):
        phrase, kind = parenthesis
        assert kind in actual_kinds(lex, f"Ana, {phrase}, {verb}.", "Ana")
        plain = verb.replace("waits", "wait").replace("stands", "stand").replace(
            "turns", "turn").replace("leans", "lean")
        assert kind in actual_kinds(lex, f"You, {phrase}, {plain}.", "Ana")

    cases = list(itertools.product(PARENTHESES, VERBS))
    assert failing_cases(one_case, cases) == []
