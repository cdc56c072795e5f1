"""Rest: being on a break is rest only when nothing fills it ("is on a break @ the diner: back
room"); a break that frames what is done in it is that activity only ("is on her break eating a
flapjack", "sipping mint tea on her break", "On his break, Bogdan reads the notice": the
labelled sets; company or work in its clause takes its place). A seat rested on gives way to
company or work in its clause, not to a drink or a snack ("sat on the balcony sipping tea" is
rest). Watching the sun go down is sitting still; a seat named with its room before it
("sinks into the common-room beanbag") is sunk into; dough or meat left to rest is not the
cook's rest. Negative controls: someone else's break or stillness is not the observer's."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBSERVERS = ["Zara", "Rohan", "Joel"]
OTHERS = ["The porter", "Her cousin", "Teodor"]
PRONOUN = {"Zara": "her", "Rohan": "his", "Joel": "his", "The porter": "his",
           "Her cousin": "her", "Teodor": "his"}

RESTS = [
    "{s} is on a break @ Rosie's diner: back room",
    "{s} is on {p} break",
    "{s} sits on the jetty and watches the sun go down",
    "{s} watches the sunset from the end of the pier",
    "{s} sinks into the common-room beanbag and stares at the ceiling",
    "{s} sinks into the old leather armchair",
    "{s} takes {p} break at two and lies there with {p} eyes shut",
    "{s} lies in the hammock with {p} eyes shut",
    "{s} sits with {p} feet in the river",
    "{s} soaks {p} feet in a bowl of hot water",
    "{s} floats on {p} back in the lake",
    "{s} is having a lazy Sunday",
    "{s} gazes at the Earth for a quiet hour",
]

FILLED_BREAKS = [
    "{s} is sipping mint tea on {p} break",
    "{s} is eating a lamb wrap on {p} break",
    "On {p} break, {s} reads the fire-drill notice",
    "{s} is on {p} break, chatting with the porter",
    "{s} is on {p} break, answering emails",
]

DOUGH = [
    "{s} covers the dough with a cloth and leaves it to rest for twenty minutes",
    "{s} lets the dough rest while weighing out the rye",
    "{s} takes the steak off the grill and lets it rest",
]


def test_the_observer_at_rest(lex):
    cases = [(t.format(s=o, p=PRONOUN[o]) + ".", o)
             for t, o in itertools.product(RESTS, OBSERVERS)]
    assert [text for text, o in cases if "rest" not in actual_kinds(lex, text, o)] == []


def test_someone_else_at_rest_is_not_the_observers_rest(lex):
    cases = [(t.format(s=s, p=PRONOUN[s]) + ".", o)
             for t, s, o in itertools.product(RESTS, OTHERS, OBSERVERS)]
    assert [text for text, o in cases if "rest" in actual_kinds(lex, text, o)] == []


@pytest.mark.parametrize("template", FILLED_BREAKS)
@pytest.mark.parametrize("observer", OBSERVERS)
def test_a_break_filled_with_something_else_is_that_only(lex, template, observer):
    text = template.format(s=observer, p=PRONOUN[observer]) + "."
    assert "rest" not in actual_kinds(lex, text, observer)


@pytest.mark.parametrize("template", DOUGH)
@pytest.mark.parametrize("observer", OBSERVERS)
def test_food_left_to_rest_is_not_the_cooks_rest(lex, template, observer):
    assert "rest" not in actual_kinds(lex, template.format(s=observer) + ".", observer)


SEATS = ["sits on the veranda", "sits on the porch", "is sitting in the shade",
         "sits on a bench by the pond", "sits on the terrace"]
FILLED_SEATS = ["{s} {seat} with {p} mother, talking about the wedding",
                "{s} {seat} updating the ration register @ camp office",
                "{s} {seat}, chatting with the other nurses"]
# a drink or a snack on a seat leaves the rest (the labelled sets: "sat on the balcony sipping
# tea" rested and drank)
SEAT_AND_DRINK = ["{s} {seat} sipping tea", "{s} {seat} eating cherries"]


def test_a_seat_rested_on_alone_is_rest(lex):
    cases = [(f"{o} {seat}.", o) for seat, o in itertools.product(SEATS, OBSERVERS)]
    assert [t for t, o in cases if "rest" not in actual_kinds(lex, t, o)] == []


def test_a_seat_filled_with_company_work_or_a_meal_is_that_only(lex):
    cases = [(t.format(s=o, seat=seat, p=PRONOUN[o]) + ".", o)
             for t, seat, o in itertools.product(FILLED_SEATS, SEATS, OBSERVERS)]
    assert [t for t, o in cases if "rest" in actual_kinds(lex, t, o)] == []


def test_a_drink_or_a_snack_on_a_seat_leaves_the_rest(lex):
    cases = [(t.format(s=o, seat=seat) + ".", o)
             for t, seat, o in itertools.product(SEAT_AND_DRINK, SEATS, OBSERVERS)]
    assert [t for t, o in cases if "rest" not in actual_kinds(lex, t, o)] == []


def test_someone_else_on_a_seat_is_not_the_observers_rest(lex):
    cases = [(f"{s} {seat}.", o) for seat, s, o in itertools.product(SEATS, OTHERS, OBSERVERS)]
    assert [t for t, o in cases if "rest" in actual_kinds(lex, t, o)] == []
