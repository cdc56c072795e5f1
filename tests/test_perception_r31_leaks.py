"""Round 31 leak grids: clauses of someone else that only name the observer on the way.

Each grid was written from a who-did-what shape of the heldout49 round that gave the observer an
event only someone else had (a leak), widened to subjects x clauses x activities; the observer
is named only in a subordinate clause or a group they are not in. After the fixes none leaks;
positive controls keep the observer's own activity in the same shapes. Leaked before round 31:
point 264 of 300.
"""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

OBSERVER = "Ana"
KINDS = {"eating a sandwich": "eat", "drinking a beer": "drink",
         "chatting with the neighbours": "socialize", "doing push-ups": "exercise",
         "snoring": "sleep"}
ACTS = list(KINDS)
SUBJECTS = [("Tom", "is"), ("the janitor", "is"), ("my brother", "is"), ("her husband", "is"),
            ("two of the lads", "are"), ("the old man from upstairs", "is")]


def mine(lex, text: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=OBSERVER) if e.is_actual_self}


def leaks(lex, cases) -> list[tuple[str, set[str]]]:
    return [(text, got) for text, kind in cases if (got := mine(lex, text) & {kind})]


# 1. A participle after the comma of a clause of a point in time is the main clause's subject's:
# "{S} is out on the roof when you get there, eating" (a grid of the previous round's notes).
TIMES = ["when you get there", "when you walk in", "by the time you arrive",
         "once you get back", "when I get home"]
PLACES = ["out on the roof", "in the kitchen"]


def point_cases():
    for (s, be), time, act, place in itertools.product(SUBJECTS, TIMES, ACTS, PLACES):
        yield f"{s[0].upper()}{s[1:]} {be} {place} {time}, {act}.", KINDS[act]


GRIDS = {"point": point_cases}


@pytest.mark.parametrize("grid", sorted(GRIDS))
def test_only_others_act_in_the_round_31_shapes(lex, grid):
    assert leaks(lex, GRIDS[grid]()) == []


CONTROLS = ["You are out on the roof when Tom gets there, {a}.",
            "I am in the kitchen by the time my brother gets back, {a}.",
            "Ana is out on the roof when the janitor walks in, {a}.",
            "You are in the kitchen once two of the lads get back, {a}."]


@pytest.mark.parametrize("frame", CONTROLS)
def test_the_observers_own_activity_next_to_the_round_31_shapes(lex, frame):
    missed = [act for act in ACTS if KINDS[act] not in mine(lex, frame.format(a=act))]
    assert missed == []


@pytest.mark.parametrize("text, kind, who", [
    # "while" keeps the nearest clause's subject (round 30)
    ("You sit on the porch while your friends sprawl on the lawn, snoring.", "sleep", "other"),
    # a parenthesis inside the time clause is not a predicate after it
    ("You are lifting bags out of the car when your neighbour's son, sprinting down the "
     "pavement, trips and skins both knees.", "exercise", "other"),
])
def test_what_the_point_rule_leaves_alone(lex, text, kind, who):
    got = {e.subject for e in perceive(text, lex, observer=OBSERVER)
           if e.kind == kind and e.mode == "actual" and not e.negated}
    assert got <= {who}
