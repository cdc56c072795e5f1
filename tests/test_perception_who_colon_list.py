"""A colon that opens a clause with someone else as its subject leaves the observer out of it.

"Bruno, the circus's night watchman, makes his round of the winter quarters at two: the clowns
are playing cards and drinking in their caravan, the horses are quiet" (r49-088) gave Bruno the
card game: a shared activity reaches an observer named in its clause, and a colon breaks no
clause. After the colon the clowns are the subject; what the observer sees on his round is
theirs (engine/perception.py ``_colon_subject_between``, session 9). An object pronoun after
the colon still points back at the observer before it ("playing cards with him").
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Bruno"


def own(lex, text: str) -> set[str]:
    """The observer's actual company and conflicts (the openings' own walk or work aside)."""
    return {e.kind for e in perceive(text, lex, observer=OBSERVER)
            if e.is_actual_self and e.kind in ("socialize", "conflict")}


OPENINGS = ["Bruno makes his round of the winter quarters at two",
            "You walk the ward at midnight", "I did my round at two",
            "Bruno, the night watchman, checks the yard"]
OTHERS = ["the clowns are", "two grooms are", "Olga and Tom are", "the night nurses are",
          "the old men were"]
SHARED = ["playing cards in their caravan", "chatting at the desk", "laughing and joking",
          "arguing about money", "catching up by the stove"]


def test_what_others_do_after_the_colon_is_theirs(lex):
    leaks = {text: got for opening, who, act in itertools.product(OPENINGS, OTHERS, SHARED)
             if (got := own(lex, text := f"{opening}: {who} {act}."))}
    assert leaks == {}


CONTROLS = {
    "Bruno makes his round at two: the clowns are playing cards with him in their caravan.":
        {"socialize"},
    "Bruno makes his round at two: he plays cards with the clowns in their caravan.":
        {"socialize"},
    "Bruno's evening: the clowns come over and he plays cards with them.": {"socialize"},
    "You walk the ward at midnight: you chat with the night nurses at the desk.": {"socialize"},
    "Bruno is busy: chatting with the guests at the gate.": {"socialize"},
}


def test_the_observer_named_after_the_colon_still_takes_part(lex):
    assert {text: own(lex, text) for text in CONTROLS} == CONTROLS
