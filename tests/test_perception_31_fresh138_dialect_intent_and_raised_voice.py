"""Session 31, round fresh138: the Southern "fixing to" ("fixin' to") is an intention like
"going to" (what follows it is still ahead); "holler at" and "bellow at" someone are a row as
"yell at" is (at a screen no party); a named dish or a helping slid in front of someone is
served, no near miss; a name inside quotation marks (a title) is no one a later pronoun
could be; calf, leg and heel raises done are exercise."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds

from engine.perception import perceive


@pytest.mark.parametrize("text, planned", [
    ("Colt is fixing to hit the all-you-can-eat buffet at Walcott.", {"eat"}),
    ("I'm fixin' to eat supper.", {"eat"}),
    ("I'm fixin to eat supper at the truck stop.", {"eat"}),
    ("Colt's fixin' to grab a nap in the bunk.", {"sleep"}),
    ("You're fixing to sleep in the bunk.", {"sleep"}),
    ("Colt is fixing to eat lunch, but first he finishes the dishes.", {"eat"}),
])
def test_fixing_to_is_an_intention_not_the_act(lex, text, planned):
    observer = None if text.startswith(("I", "You")) else "Colt"
    assert actual_kinds(lex, text, observer) == set()
    assert {e.kind for e in perceive(text, lex, observer=observer)
            if e.subject == "self" and e.mode == "planned"} == planned


@pytest.mark.parametrize("text", [
    "Pete hollers at the cook.",
    "Pete is hollering at the cook because they lost his ticket.",
    "Pete hollered at his brother over the phone.",
    "Pete bellows at the new hand for dropping the crate.",
    "Tom hollers at Pete across the yard.",
])
def test_hollering_or_bellowing_at_someone_is_a_row(lex, text):
    assert actual_kinds(lex, text, "Pete") == {"conflict"}


def test_hollering_at_the_tv_is_no_row(lex):
    assert actual_kinds(lex, "Pete hollers at the TV during the game.", "Pete") == set()


@pytest.mark.parametrize("text, kinds", [
    ("The waitress slides a stack of buckwheat pancakes in front of Ingrid.", set()),
    ("Tom slides a cheeseburger in front of Ingrid.", set()),
    ("A burger lands in front of Ingrid.", set()),
    ("The cook slides another helping of stew across to Ingrid and she eats it.", {"eat"}),
    ("The waiter slides a mug of coffee across the counter to you and you drink it.",
     {"drink"}),
])
def test_a_dish_slid_in_front_of_someone_is_served_no_near_miss(lex, text, kinds):
    observer = None if text.startswith("The waiter") else "Ingrid"
    assert actual_kinds(lex, text, observer) == kinds


@pytest.mark.parametrize("text", [
    "A crate slides off the forklift a foot from Ingrid.",
    "A stack of pallets topples over right beside Ingrid.",
])
def test_a_thing_falling_beside_someone_stays_a_near_miss(lex, text):
    assert actual_kinds(lex, text, "Ingrid") == {"danger"}
    assert "danger" not in other_kinds(lex, text, "Ingrid")


@pytest.mark.parametrize("text", [
    "Colt is fixing to hit the all-you-can-eat buffet at Walcott once he clocks out.",
    "Colt's fixin' to eat a steak when he clocks out.",
    "Colt is going to eat a steak once he clocks out.",
])
def test_a_once_clause_after_fixing_to_is_ahead_too(lex, text):
    assert actual_kinds(lex, text, "Colt") == set()
    assert {e.kind for e in perceive(text, lex, observer="Colt")
            if e.subject == "self" and e.mode == "planned"} == {"eat", "work"}


def test_fixing_a_thing_is_no_intention(lex):
    assert actual_kinds(lex, "Colt is fixing the fence once he clocks out.", "Colt") == {"work"}


@pytest.mark.parametrize("text", [
    "Shonda's radio blasts 'Highway to the Danger Zone' while she backs the trailer into a "
    "tight dock.",
    "Shonda hums 'Highway Star' while she backs the trailer into a tight dock.",
    "Shonda's stereo plays \"Rocky Mountain Way\" as she shapes two hundred loaves for the "
    "morning rush.",
])
def test_a_quoted_title_is_no_one_her_pronoun_could_be(lex, text):
    assert actual_kinds(lex, text, "Shonda") == {"work"}


@pytest.mark.parametrize("text", [
    "Shonda hums 'Highway Star' while Tom backs the trailer into a tight dock.",
    "Shonda's radio blasts 'Highway Star' while Tom's brother backs the trailer into a dock.",
])
def test_someone_elses_task_beside_a_quoted_title_stays_theirs(lex, text):
    assert actual_kinds(lex, text, "Shonda") == set()


@pytest.mark.parametrize("text, observer", [
    ("Dale does calf raises while he waits for the microwave @ Pilot: food court", "Dale"),
    ("Dale did forty calf raises on the curb.", "Dale"),
    ("You do leg raises on the bunk.", None),
    ("Dale does heel raises at the pump.", "Dale"),
])
def test_raises_done_are_exercise(lex, text, observer):
    assert actual_kinds(lex, text, observer) == {"exercise"}


@pytest.mark.parametrize("text", [
    "The calf raises its head and bawls.",
    "Dale watches a calf raise its head.",
])
def test_a_calf_raising_its_head_is_no_exercise(lex, text):
    assert actual_kinds(lex, text, "Dale") == set()
