"""Quiet hobbies and reading in a seat are rest; a lounge named as a room is not (session 11).

Rest families added to ``kinds.rest`` in core.yaml: quiet hobbies at leisure (knitting,
crochet, a jigsaw, patience: "Morag is knitting a gansey by the fire", "Kim spends the evening
doing a jigsaw puzzle"), the sun let warm one's face, more lounging seats (a lounger, a deck or
canvas chair), and reading that reaches its seat past a title ("Marco reads a detective novel in
an armchair": ``read`` has a window of 6). Reading alone stays no rest (the labelled sets: "reads
a novel about a bank robbery on the tram"), and so does a knit brow (a frown) or a knitting
machine (a mill's). "lounge" after a determiner, an owner or a noun is the room
(``exceptions``: "hoovers the lounge", "in the departure lounge", "the lounge window"); the verb
stays ("you lounge on the sofa").
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

import engine
from engine.perception import perceive


@pytest.fixture(scope="module")
def lex():
    return engine.load_ruleset("physiology").lexicon


def rest_rows(text, lex, observer):
    return [(e.subject, e.negated, e.mode) for e in perceive(text, lex, observer=observer)
            if e.kind == "rest"]


SUBJECTS = [("I", "I"), ("You", "You"), ("Morag", "Morag")]
HOBBIES = ["{s} {knit} a scarf by the fire", "{s} {knit} a gansey in the parlour",
           "{s} {crochet} a blanket in the evening", "{s} {do} a jigsaw at the kitchen table",
           "{s} {play} patience after supper", "{s} {knit} by lamplight in the tent"]
VERB_FORMS = {"I": dict(knit="knit", crochet="crochet", do="do", play="play"),
              "You": dict(knit="knit", crochet="crochet", do="do", play="play"),
              "Morag": dict(knit="knits", crochet="crochets", do="does", play="plays")}


def test_a_quiet_hobby_is_the_subjects_rest(lex) -> None:
    def one_case(subject, hobby):
        who, observer = subject
        text = hobby.format(s=who, **VERB_FORMS[who]) + "."
        assert rest_rows(text, lex, observer) == [("self", False, "actual")]

    cases = list(itertools.product(SUBJECTS, HOBBIES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("hobby", HOBBIES)
def test_someone_elses_hobby_is_theirs(lex, hobby):
    text = hobby.format(s="Morag", **VERB_FORMS["Morag"]) + "."
    assert rest_rows(text, lex, "Ines") == [("other", False, "actual")]


READERS = ["Marco reads a detective novel in an armchair",
           "Marco is reading a long Russian novel on the sofa",
           "Marco reads the Sunday paper in his armchair",
           "Marco is reading on a lounger",
           "Marco reads in a deck chair",
           "Marco reads a paperback in a canvas chair"]


@pytest.mark.parametrize("text", READERS)
def test_reading_in_a_seat_is_rest(lex, text):
    assert rest_rows(text + ".", lex, "Marco") == [("self", False, "actual")]


@pytest.mark.parametrize("text", [
    "Marco reads a novel about a bank robbery on the tram.",
    "Marco reads in the paper that a ferry caught fire.",
    "Marco reads the report at his desk.",
    "Marco knits his brows at the bill.",
    "Marco is repairing the knitting machine at the mill.",
    "Marco comes from a close-knit family.",
])
def test_reading_alone_a_frown_and_a_machine_are_no_rest(lex, text):
    assert rest_rows(text, lex, "Marco") == []


@pytest.mark.parametrize("subject,opener", list(itertools.product(
    SUBJECTS, ["sit on the bench", "sit on the upturned dinghy", "sit on the step"])))
def test_the_sun_let_warm_the_face_is_rest(lex, subject, opener):
    who, observer = subject
    verb = opener if who != "Morag" else opener.replace("sit", "sits", 1)
    own = {"I": "my", "You": "your", "Morag": "her"}[who]
    text = f"{who} {verb} and let the sun warm {own} face for a while."
    assert rest_rows(text, lex, observer) == [("self", False, "actual")]


ROOMS = ["the lounge", "the departure lounge", "the staff lounge", "the hotel lounge",
         "the second-class lounge", "her lounge", "the crew lounge", "the lounge window",
         "the residents' lounge", "the lounge bar"]
DOINGS = ["hoovers", "waits in", "cleans", "walks through", "paints"]


def test_a_lounge_named_as_a_room_is_no_rest(lex) -> None:
    def one_case(room, doing):
        assert rest_rows(f"Zainab {doing} {room}.", lex, "Zainab") == []

    cases = list(itertools.product(ROOMS, DOINGS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,observer", [
    ("You lounge on the sofa all afternoon.", "You"),
    ("We lounge by the pool.", "We"),
    ("Zainab is lounging in the garden.", "Zainab"),
    ("Zainab lounged about all day.", "Zainab"),
])
def test_the_verb_lounge_is_still_rest(lex, text, observer):
    assert rest_rows(text, lex, observer) == [("self", False, "actual")]
