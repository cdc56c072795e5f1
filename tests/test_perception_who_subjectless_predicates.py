"""Leak grids: predicates with no subject of their own, next to someone else.

Each grid was written from who-did-what lines of the heldout49 set that gave the observer an
event only someone else had (a leak), widened to openers x subjects x activities of several
kinds, the observer only an object, an owner or a bystander; after the fixes none leaks.
Positive controls keep the observer's own predicate in the same shapes. Leaked before round 30:
while 192 of 192, found 216 of 252.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBSERVER = "Ana"
KINDS = {"eating a sandwich": "eat", "drinking a beer": "drink", "laughing and chatting":
         "socialize", "asleep": "sleep", "snoring": "sleep", "coughing": "illness",
         "sipping tea": "drink", "dozing": "sleep", "sharing a bottle of wine": "drink",
         "fast asleep": "sleep", "playing cards": "socialize", "eating crisps": "eat"}
ACTS = list(KINDS)
SUBJECTS = [("your brother", "is"), ("Ana's friends", "are"), ("the owner's son", "is"),
            ("two of the lads", "are"), ("a man in a grey coat", "is"), ("the twins", "are"),
            ("her grandson", "is"), ("Brother Kaspar", "is")]
OBJECTS = ["him", "her", "them", "your brother", "two of the lads", "the twins",
           "Brother Kaspar"]


def leaks(lex, cases) -> list[tuple[str, set[str]]]:
    return [(text, got) for text, kind in cases if (got := actual_kinds(lex, text,
                                                                        OBSERVER) & {kind})]


# 1. A participle or adjective after "while"/"when" with no subject of its own is the state of
# the clause it hangs on (r49-142: "in the corner the owner's son ... is doing his maths
# homework while eating a bowl of rice").
WHILE_FRAMES = ["You wait by the door, and in the corner {s} {be} reading the paper while {a}.",
                "Ana watches the washing, and by the window {s} {be} doing a crossword while {a}."]


def while_cases():
    for frame, (s, be), act in itertools.product(WHILE_FRAMES, SUBJECTS, ACTS):
        yield frame.format(s=s, be=be, a=act), KINDS[act]


# 2. A predicate after the object of "find" is the one found's (r49-117: "Fabian finds him
# there, asleep on the landing"; r49-187: "found two of the lads ... out there, sharing a bottle
# of wine and laughing").
FOUND_FRAMES = ["You find {o} there, {a}.",
                "Ana finds {o} on the landing, {a}, and sits down beside the door.",
                "On my break I went up to the roof and found {o} out there, {a}."]


def found_cases():
    for frame, o, act in itertools.product(FOUND_FRAMES, OBJECTS, ACTS):
        yield frame.format(o=o, a=act), KINDS[act]


GRIDS = {"while": while_cases, "found": found_cases}


@pytest.mark.parametrize("grid", sorted(GRIDS))
def test_only_others_act_in_the_round_30_shapes(lex, grid):
    assert leaks(lex, GRIDS[grid]()) == []


CONTROLS = ["You sit on the bench beside him, {a}.",
            "Ana is on the chair above her friends, {a}.",
            "You wait by the door, reading the paper while {a}.",
            "Ana does a crossword by the window while {a}.",
            "Your brother is at the next table; you sit by the window, {a}.",
            "I went up to the roof and sat out there, {a}.",
            "In the corner your brother reads while you sit by the door, {a}."]


@pytest.mark.parametrize("frame", CONTROLS)
def test_the_observers_own_predicate_next_to_the_round_30_shapes(lex, frame):
    missed = [act for act in ACTS if KINDS[act] not in actual_kinds(lex, frame.format(a=act),
                                                                    OBSERVER)]
    assert missed == []


@pytest.mark.parametrize("text, kind", [
    ("I found myself eating the whole cake.", "eat"),
    ("You find a bench and eat your sandwich.", "eat"),
    ("You find a quiet corner, eating your lunch.", "eat"),
    ("You find him in the kitchen and eat with him.", "eat"),
])
def test_what_the_finder_does_stays_theirs(lex, text, kind):
    assert kind in actual_kinds(lex, text, OBSERVER)
