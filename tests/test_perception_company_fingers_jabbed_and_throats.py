"""Hostility aimed at someone: a finger jabbed, stabbed, poked or wagged at a person is a
telling-off, a row with them ("A passenger starts jabbing his finger at Ffion through the ticket
window"), while at a thing it only points ("jabs her finger at the map"); and the idiom "at each
other's throats" is a row however its apostrophe is written ("morag and the harbour master are
at each others throats agian")."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ffion"
DOERS = [("A passenger", "his"), ("The customer", "her"), ("Her manager", "his"),
         ("An angry neighbour", "her")]
VERBS = ["jabs", "stabs", "pokes", "wags", "starts jabbing", "keeps wagging"]
TARGETS = ["Ffion", "Ffion through the ticket window", "Ffion across the counter",
           "Ffion and shouts", "Ffion in front of the queue"]
THINGS = ["the map", "the screen", "the menu", "the timetable", "the sign above the door",
          "the chart on the wall", "the list of prices", "the diagram", "the whiteboard",
          "the photo on the page"]


def test_a_finger_jabbed_at_the_observer_is_a_row(lex):
    cases = [f"{d} {v} {own} finger at {t}." for (d, own), v, t
             in itertools.product(DOERS, VERBS, TARGETS)]
    assert len(cases) >= 100
    assert [t for t in cases if "conflict" not in actual_kinds(lex, t, OBSERVER)] == []


def test_the_observers_own_finger_jabbed_at_someone_is_a_row(lex):
    cases = [f"Ffion {v} her finger at {who}." for v, who in itertools.product(
        VERBS, ["the driver", "her brother", "the man who pushed in", "him", "the referee"])]
    assert [t for t in cases if "conflict" not in actual_kinds(lex, t, OBSERVER)] == []


def test_a_finger_pointed_at_a_thing_is_no_row(lex):
    cases = [f"{who} {v} {own} finger at {thing}." for (who, own), v, thing
             in itertools.product([("Ffion", "her"), ("You", "your")],
                                  ["jab", "stab", "poke"], THINGS)]
    cases = [c.replace("Ffion jab ", "Ffion jabs ").replace("Ffion stab ", "Ffion stabs ")
             .replace("Ffion poke ", "Ffion pokes ") for c in cases]
    assert len(cases) == 60
    assert [t for t in cases if "conflict" in actual_kinds(lex, t, OBSERVER)] == []


PAIRS = [("Morag", "morag and the harbour master are"), ("Morag", "Morag and her sister are"),
         ("Ana", "You and Ana are"), ("Tom", "Tom and his landlord have been")]
IDIOMS = ["at each others throats", "at each other throats", "at each others' throats",
          "at one anothers throats", "at each other's throats"]
TOPICS = ["again", "over the berthing fees", "about the rent", "all week"]


def test_at_each_others_throats_is_a_row_however_spelt(lex):
    cases = [(obs, f"{pair} {idiom} {topic}.") for (obs, pair), idiom, topic
             in itertools.product(PAIRS, IDIOMS, TOPICS)]
    assert len(cases) == 80
    assert [t for obs, t in cases if "conflict" not in actual_kinds(lex, t, obs)] == []


def test_someone_elses_row_is_not_the_observers(lex):
    texts = ["Ffion watches as a passenger jabs his finger at the conductor.",
             "Ffion's parents are at each others throats again, she tells her friend."]
    assert [t for t in texts if "conflict" in actual_kinds(lex, t, OBSERVER)] == []
