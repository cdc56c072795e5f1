"""A counted serving under way, a sweet sucked and a body refuelled are eaten or drunk.

Core.yaml's eat and drink verbs take "on <owner> second/third/..." with a food or drink within
three words ("is on his third coffee", "on her second helping of stew"), and eat takes "suck on",
"refuel with", "fuel up on", "carb up on" with a food. Controls: an ordinal of something else
("on his second day", "on his third attempt"), someone else's serving, a pipe sucked, a van
refuelled.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Aziz"


SUBJECTS = [("Aziz", "is", "his"), ("You", "are", "your"), ("I", "am", "my")]
ORDINALS = ["second", "third", "fourth"]
SERVINGS = [("coffee", "drink"), ("pint", "drink"), ("glass of water", "drink"),
            ("helping of stew", "eat"), ("slice of pizza", "eat")]


def test_a_counted_serving_under_way_is_had(lex):
    wrong = []
    for (subj, be, own), nth, (what, kind) in itertools.product(SUBJECTS, ORDINALS, SERVINGS):
        text = f"{subj} {be} on {own} {nth} {what}."
        if kind not in actual_kinds(lex, text, OBSERVER):
            wrong.append((text, actual_kinds(lex, text, OBSERVER)))
    assert wrong == []


def test_an_ordinal_of_something_else_or_someone_elses_is_none(lex):
    for (subj, be, own), nth in itertools.product(SUBJECTS, ORDINALS):
        for text in (f"{subj} {be} on {own} {nth} attempt at the exam.",
                     f"{subj} {be} on {own} {nth} lap of the park."):
            got = actual_kinds(lex, text, OBSERVER)
            assert "eat" not in got and "drink" not in got, text
    assert "drink" not in actual_kinds(lex, "Marco is on his third pint while Aziz drives.",
                                       OBSERVER)
    assert "drink" not in actual_kinds(lex, "Aziz spills coffee on his second shirt.", OBSERVER)


def test_a_sweet_sucked_or_a_body_refuelled_is_eaten(lex):
    for (subj, s), phrase in itertools.product(
            (("Aziz", "s"), ("You", "")),
            ("suck{} on an ice lolly", "refuel{} with a flapjack", "fuel{} up on pasta",
             "carb{} up on rice")):
        text = f"{subj} {phrase.format(s)}."
        assert "eat" in actual_kinds(lex, text, OBSERVER), text
    for text in ("Aziz sucks on his pipe.", "Aziz refuels the van with diesel.",
                 "Aziz sucks on his thumb."):
        assert "eat" not in actual_kinds(lex, text, OBSERVER), text
