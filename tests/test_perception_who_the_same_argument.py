""""The argument" after someone else's argument is that argument: theirs, not the observer's.

"You queue for the tender behind a family of six, the father of whom is already arguing with
the crew member, and you don't say a word, though the argument holds all of you up for ten
minutes" (r49-044) gave the observer a conflict: a shared term reaches an observer named in its
clause, and "all of you" is named there. A definite noun of a shared kind ("the argument", "the
fight", "the conversation") right after someone else's actual event of that kind, in its
sentence or the one before, points back at it and keeps its subject (engine/perception.py
``_same_occasion``, session 9). The controls keep the observer's own: joining it, a term with
parties of its own ("the argument with my boss"), one the observer started, one that turns to
the observer.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Florin"


def own(lex, text: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=OBSERVER)
            if e.is_actual_self and e.kind in ("socialize", "conflict")}


EVENTS = [("Two men are arguing at the bar", "the argument"),
          ("The father is already arguing with the crew member", "the argument"),
          ("Two drunks start a fight outside the pub", "the fight"),
          ("Tom and Ana are chatting by the stove", "the conversation"),
          ("Two neighbours are having a row over the fence", "the row")]
JOINS = [", and {} holds all of us up for ten minutes.", ", though {} holds all of you up.",
         ". {} keeps you awake half the night.", ", and {} drags on while you wait.",
         "; {} spills into the street and you step back."]


def test_the_argument_pointed_back_at_stays_theirs(lex):
    leaks = {}
    for (event, noun), join in itertools.product(EVENTS, JOINS):
        text = event + join.format(noun)
        text = text.replace(". the", ". The").replace("; the", "; the")
        if got := own(lex, text):
            leaks[text] = got
    assert leaks == {}


CONTROLS = {
    "Two men are arguing at the bar, and you join the argument.": {"conflict"},
    "Two men are arguing at the bar; you have an argument with the barman.": {"conflict"},
    "Two men are arguing at the bar. Later the argument with my boss ruins my day.":
        {"conflict"},
    "Tom shouts at you in the car park, and the argument goes on for an hour.": {"conflict"},
    "Two women are chatting by the stove; the conversation turns to you and you join in.":
        {"socialize"},
}


def test_the_observers_own_argument_stays_theirs(lex):
    assert {text: own(lex, text) for text in CONTROLS} == CONTROLS
