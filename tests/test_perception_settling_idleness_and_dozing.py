"""Settling into a seat or warm water, idleness stressed, and dozing through a film (session 10).

"You sink into the hot tub ... and do absolutely nothing for twenty minutes" rests: the body
sinks, slumps, flops, snuggles or nestles into a resting place (core.yaml rest ``verbs`` with
its ``objects``), and idleness may be stressed ("do absolutely nothing", "do nothing at all").
"Ahmed dosed off in the waiting room" sleeps ("dose off", the common misspelling of "doze off").
A screening named as a stretch of time ("halfway through the film", "during the documentary")
is when, not what is watched (core.yaml ``exceptions``), so "Halfway through the film you nod
off" sleeps. Seen in the tuning sets as r64-008, r64-116, r62-116; the grids widen them, with
controls: someone else, negated, planned, a thing settled or sunk, a film's own events.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Saoirse"


SUBJECTS = [("You", ""), ("Saoirse", "s"), ("I", "")]
SETTLE = ["sink", "slump", "flop", "snuggle", "nestle"]
PLACES = ["into the hot tub", "onto the sofa", "into the armchair", "into a deckchair",
          "onto the bed", "into the bath"]


def test_settling_the_body_into_a_resting_place_rests(lex):
    wrong = {}
    for (subject, s), verb, place in itertools.product(SUBJECTS, SETTLE, PLACES):
        text = f"{subject} {verb}{s} {place} after the long drive."
        if actual_kinds(lex, text, OBSERVER) != {"rest"}:
            wrong[text] = actual_kinds(lex, text, OBSERVER)
    assert wrong == {}


IDLE = ["do absolutely nothing", "do nothing at all", "do precisely nothing",
        "do sweet nothing", "do very little"]
FOR = ["for twenty minutes", "all afternoon", "on the porch"]


def test_idleness_stressed_rests(lex):
    wrong = {}
    for (subject, s), idle, span in itertools.product(SUBJECTS, IDLE, FOR):
        verb = idle.replace("do ", "does ", 1) if s else idle
        text = f"{subject} {verb} {span}."
        if actual_kinds(lex, text, OBSERVER) != {"rest"}:
            wrong[text] = actual_kinds(lex, text, OBSERVER)
    assert wrong == {}


DOZE = ["dosed off", "doses off", "is dosing off", "dozed off", "nods off", "falls asleep"]
WHEN = ["in the waiting room at the consulate", "halfway through the film",
        "during the documentary", "through the movie", "during the show"]


def test_dozing_off_spelt_dose_and_through_a_film(lex):
    wrong = {}
    for doze, when in itertools.product(DOZE, WHEN):
        text = f"Saoirse {doze} {when}."
        if actual_kinds(lex, text, OBSERVER) != {"sleep"}:
            wrong[text] = actual_kinds(lex, text, OBSERVER)
        text = f"{when.capitalize()} Saoirse {doze}."
        if actual_kinds(lex, text, OBSERVER) != {"sleep"}:
            wrong[text] = actual_kinds(lex, text, OBSERVER)
    assert wrong == {}


def test_the_handed_lines(lex):
    assert actual_kinds(lex, "You sink into the hot tub after the long drive and do absolutely "
                             "nothing for twenty minutes.", OBSERVER) == {"rest"}
    assert actual_kinds(lex, "Halfway through the film your eyelids win: you nod off, exausted, "
                             "with the remote still in your hand.", OBSERVER) == {"sleep"}


CONTROLS = [
    # someone else
    "Her husband sinks into the hot tub.",
    "Saoirse's son dosed off in the waiting room.",
    # negated, planned
    "Saoirse never does absolutely nothing.",
    "Saoirse can't flop onto the sofa until the kids are asleep.",
    "Saoirse will sink into the bath after the shift.",
    # things sunk or settled, a person settled
    "The ship sinks in the harbour.",
    "Saoirse settles the new patient into bed 9.",
    "Saoirse settles the bill at the bar.",
    # a dose of medicine; a film's own events
    "Saoirse doses the calves with wormer.",
    "In the film the hero falls asleep on a train.",
]


def test_controls(lex):
    assert {text: actual_kinds(lex, text, OBSERVER) for text in CONTROLS} \
        == {text: set() for text in CONTROLS}
