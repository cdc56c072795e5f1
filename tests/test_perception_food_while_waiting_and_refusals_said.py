"""A meal alongside a wait, and a refusal or silence that reports nothing.

A waiting cue ("waiting for", "queueing") makes what is waited for not yet had, but a meal's
participle after a comma goes on beside the wait ("is waiting for the bus, eating an apple"):
eaten or drunk now (engine/perception.py ``_accompanying_participle``). And "say no to", "say
yes to", "say nothing", "without saying" are exceptions in core.yaml: an answer given or nothing
said is no report of what the subject does next ("says no to the pills and drinks a bottle of
water instead"). Controls: the food itself waited for, someone else's participle after the
wait, a participle that is no meal, a real report ("says she ate a sandwich").
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Nilufar"


WAITS = ["is waiting for the bus", "sits in the hall waiting for the speeches to begin",
         "is queueing for the ferry", "waits for the results"]
MEALS = [("eating an apple", "eat"), ("sipping a coffee", "drink"),
         ("munching crisps", "eat"), ("drinking a cup of tea", "drink"),
         ("sharing a thermos of tea with her neighbour", "drink")]


def test_a_meal_participle_beside_a_wait_is_had_now(lex):
    wrong = []
    for wait, (meal, kind) in itertools.product(WAITS, MEALS):
        text = f"Nilufar {wait}, {meal}."
        if kind not in actual_kinds(lex, text, OBSERVER):
            wrong.append((text, actual_kinds(lex, text, OBSERVER)))
    assert wrong == []


def test_what_is_waited_for_is_not_had(lex):
    for text in ("Nilufar is waiting for her pizza.",
                 "Nilufar is waiting for a cup of tea.",
                 "Nilufar is waiting for her tea to cool.",
                 "Nilufar is waiting for the pasta to cook, stirring the sauce.",
                 "Nilufar is waiting for her food, drumming her fingers.",
                 "Nilufar is waiting for Marco, who is eating a sandwich."):
        got = actual_kinds(lex, text, OBSERVER)
        assert "eat" not in got and "drink" not in got, text


SAYINGS = ["says no to the pills a stranger offers her and",
           "says yes to a lift home and", "says nothing and",
           "says no to the wine and"]


def test_an_answer_or_silence_reports_nothing_after_it(lex):
    for saying, (act, kind) in itertools.product(
            SAYINGS, (("drinks a bottle of water", "drink"), ("eats her soup", "eat"))):
        text = f"Nilufar {saying} {act}."
        assert kind in actual_kinds(lex, text, OBSERVER), text
    for act, kind in (("drinks her lemonade", "drink"), ("eats a sandwich", "eat")):
        text = f"Without saying a word to anyone, Nilufar {act} at the back."
        assert kind in actual_kinds(lex, text, OBSERVER), text


def test_a_real_report_still_reports(lex):
    for text in ("Nilufar says she ate a sandwich.",
                 "Nilufar says Marco drank all the milk.",
                 "Marco says no to the wine and drinks water while Nilufar watches.",
                 "Nilufar says no to the cake."):
        got = actual_kinds(lex, text, OBSERVER)
        assert "eat" not in got and "drink" not in got, text
