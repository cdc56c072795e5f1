"""Session 10: a verb after "and" that has its own object opens the next predicate.

A newcomer found "You eat a bowl of yoghurt with granola and drink a cup of coffee" gave the
drink with the evidence span "eat a bowl of yoghurt with granola and drink" (term
``eat + drink``): the eat term's listed objects (``list_objects``) took the verb "drink" for a
listed noun, and text mode marked only ``[eat]``. A one-word item right after "and" and followed
by an article or an owner is a verb (:func:`engine.perception._opens_predicate`), so the drink is
its own verb's event, with its own span. Controls: a real list ("fries and a milkshake"), a noun
after "and" at the end ("a sandwich and a drink").
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

MEALS = ["eat a bowl of yoghurt with granola", "eat two slices of toast",
         "finish a plate of pancakes", "have a bowl of porridge"]
DRINKS = [("drink", "a cup of coffee"), ("drink", "your tea"), ("sip", "a glass of water"),
          ("drink", "the last of the juice")]


def test_a_coordinated_drink_verb_has_its_own_span(lex):
    wrong = []
    for meal, (verb, thing) in itertools.product(MEALS, DRINKS):
        text = f"You {meal} and {verb} {thing}."
        drinks = [e for e in perceive(text, lex) if e.kind == "drink"]
        spans = [text[e.evidence[0]:e.evidence[1]] for e in drinks]
        if len(drinks) != 1 or not drinks[0].is_actual_self or spans[0] != verb:
            wrong.append((text, spans))
    assert wrong == []


def test_the_eat_event_keeps_its_own_verb_span(lex):
    text = "You eat a bowl of yoghurt with granola and drink a cup of coffee."
    spans = {e.kind: text[e.evidence[0]:e.evidence[1]] for e in perceive(text, lex)}
    assert spans == {"eat": "eat", "drink": "drink"}


def test_a_listed_drink_is_still_drunk_with_the_meal(lex):
    text = "You wolf down three burgers, fries and a milkshake."
    kinds = {e.kind for e in perceive(text, lex) if e.is_actual_self}
    assert kinds == {"eat", "drink"}


def test_a_drink_noun_ending_the_list_is_still_drunk(lex):
    text = "You eat a sandwich and a drink at the counter."
    kinds = {e.kind for e in perceive(text, lex) if e.is_actual_self}
    assert kinds == {"eat", "drink"}
