"""Near misses ahead of someone, and "misses her by a hair" (s8, round 3).

A hazard verb before "ahead of" or "in front of" and a person is a near miss like "behind"
(core.yaml ``danger.near_miss.near`` gains ``ahead``, ``front``; ``hazards`` gains the sounds
and bounces of a falling thing: clatter, bounce, thud, ricochet, rumble, splinter); "her"
right before "by", a comma or an adverb is the person missed, not an owner
(``perception._NEAR_OBJECT_ENDS``). Seen in the tuning sets as r54-116 ("a loose rock
clatters down the cliff path a little way ahead of Kai") and h37-074 ("a brick that misses
her by a hair"); the grid widens them to things x hazard verbs x proximity phrases.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

from engine.perception import perceive

OBSERVER = "Kai"


THINGS = ["A loose rock", "A roof tile", "A branch", "A chunk of ice"]
HAZARDS = ["clatters down the path", "bounces down the slope", "falls", "thuds onto the track",
           "crashes down", "tumbles off the ledge"]
NEAR = ["a little way ahead of", "just ahead of", "just in front of", "right in front of",
        "a metre from", "inches from"]
WHO = ["Kai", "you"]


def test_a_hazard_just_ahead_of_someone_is_danger(lex):
    missed = []
    for thing, hazard, near, who in itertools.product(THINGS, HAZARDS, NEAR, WHO):
        text = f"{thing} {hazard} {near} {who}."
        if "danger" not in actual_kinds(lex, text, OBSERVER):
            missed.append(text)
    assert missed == []


def test_misses_her_by_a_hair(lex):
    for thing, miss in itertools.product(["a brick", "a slate", "a bottle"],
                                         ["by a hair", "completely", "narrowly"]):
        text = f"Her neighbour drops {thing} that misses her {miss}."
        rows = [e for e in perceive(text, lex, observer="Mira") if e.kind == "danger"]
        assert [(e.mode, e.negated, e.term) for e in rows] == [
            ("actual", False, "near miss: drops")], text


CONTROLS = [
    "Kai walks a little way ahead of his sister.",
    "A loose rock lies on the path just ahead of Kai.",
    "Kai's sister runs ahead of him down the path.",
    "The bus pulls up in front of Kai.",
    "A slate falls and misses her car by a hair.",
    "Kai falls asleep in front of the fire.",
    "Kai stands in front of you.",
    "The rain falls steadily ahead of the front.",
]


def test_controls(lex):
    assert {text: actual_kinds(lex, text,
                               OBSERVER) - {"rest", "sleep", "walk"} for text in CONTROLS} == {
        text: set() for text in CONTROLS}
