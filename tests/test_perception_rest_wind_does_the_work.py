"""The wind, a current or a horse left to do the work is someone resting or drifting, no work;
("You lie back on the warm grass after the long ride, hat over your eyes, and let the wind do
all the work" gave work). Exceptions shield "let the wind/current/tide/horse do (all) the
work"; work done by the subject stays work. Also: chilling on a seat is rest, "chills" as a
verb (a wind, a drink made cold) is no fever's chills, and drinks poured for each other are
drunk.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("agent", ["the wind", "the current", "the tide", "the horse",
                                   "gravity"])
@pytest.mark.parametrize("frame", ["Ana lies back on the warm grass and lets {a} do the work.",
                                   "You float down the river and let {a} do all the work."])
def test_letting_something_else_do_the_work_is_no_work(lex, frame, agent):
    assert "work" not in actual_kinds(lex, frame.format(a=agent), "Ana")


@pytest.mark.parametrize("text", [
    "Ana does all the work while her brother watches.",
    "Ana is at work until six.",
])
def test_work_done_stays_work(lex, text):
    assert "work" in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("seat", ["the berth", "the sofa", "her bunk", "the bench"])
def test_chilling_on_a_seat_is_rest(lex, seat):
    assert "rest" in actual_kinds(lex, f"Ana (status): chilling on {seat}", "Ana")


@pytest.mark.parametrize("text", [
    "The cold wind chills Ana on the bench.",
    "Ana chills the wine in the fridge.",
    "Ana chills on the bench at the park.",
])
def test_chills_as_a_verb_is_no_illness(lex, text):
    assert "illness" not in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("text", ["Ana has the chills.", "Ana is shaking with chills."])
def test_the_chills_had_stay_illness(lex, text):
    assert "illness" in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("drink", ["tea", "a cup of tea", "airag", "wine"])
@pytest.mark.parametrize("verb", ["pour each other", "fill each other's cups with"])
def test_drinks_poured_for_each_other_are_drunk(lex, verb, drink):
    assert "drink" in actual_kinds(lex, f"Ana and her uncle {verb} {drink}.", "Ana")


def test_compliments_poured_are_no_drink(lex):
    assert "drink" not in actual_kinds(lex, "Ana and Bat pour each other compliments.", "Ana")
