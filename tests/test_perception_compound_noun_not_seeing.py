"""A seeing verb that is the head of a compound noun opening a phrase is no witness (session 10).

"Croissant in one hand, bus pass in the other, you eat your breakfast at the stop": "pass" is the
bus pass, not passing someone, so the eating is the observer's, not watched in someone else.
A bare singular noun opening the sentence or a comma's part, then the cue word and a preposition,
is a compound noun (``perception._bare_singular``; no subject stands bare there). Seen in the
tuning sets as r63-111; the grid widens it to nouns x cue words x openings x events, with
controls where the cue is a verb after a subject ("Kids watch in silence as Tom eats").
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Valentina"


def mine(lex, text: str) -> list[str]:
    return [e.kind for e in perceive(text, lex, observer=OBSERVER) if e.is_actual_self]


NOUNS = ["Bus pass", "Boarding pass", "Day pass", "Wrist watch", "Pocket watch", "Season pass"]
AFTER = ["in hand", "in one hand", "on her lap", "round her neck"]
EVENTS = [("you eat your breakfast at the stop", "eat"),
          ("Valentina drinks a coffee", "drink"),
          ("you doze off on the bench", "sleep")]


def test_a_compound_noun_opening_the_sentence_watches_nothing(lex):
    wrong = {}
    for noun, after, (event, kind) in itertools.product(NOUNS, AFTER, EVENTS):
        text = f"{noun} {after}, {event}."
        if kind not in mine(lex, text):
            wrong[text] = mine(lex, text)
    assert wrong == {}


def test_after_another_absolute_phrase_too(lex):
    text = ("Crossaint in one hand, bus pass in the other, you eat your breakfast at the "
            "stop.")
    assert mine(lex, text) == ["eat"]


CONTROLS = [
    # a plural subject and its verb: what follows is watched
    "Kids watch in silence as Tom eats a sandwich.",
    "Tourists pass in coaches while Tom eats a sandwich.",
    # a subject pronoun before the cue
    "You watch in horror as Tom eats the cake.",
    "I watch, Tom eats.",
]


def test_controls(lex):
    assert {text: mine(lex, text) for text in CONTROLS} == {text: [] for text in CONTROLS}
