"""Vocabulary families found missing on fresh labelled sets (session 7), each added as a family.

- the end of a meal told by its last spoonful or the sauce mopped up is eating;
- a pull on a drink, also with adjectives before "pull", is drinking (not a pull on a rope);
- a flood defence breached or a building shaking is danger to whoever is in it;
- a sensation ("burns with fever"), a hot drink ("scalding") or a game genre is no injury or fight.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_the_end_of_a_meal_is_eating(lex) -> None:
    def one_case(text):
        assert "eat" in actual_kinds(lex, text, observer="Ezra")

    cases = ([
        f"{subject} {verb} {what}"
        for subject, verb in (("You", "finish"), ("I", "finish"), ("You", "eat"))
        for what in ("the last spoonful of haleem.", "the last forkful of the pie.",
                     "the last morsel of bread.")
    ] + [
        "You mop up the gravy with a potato.",
        "Ezra mops up the last of the sauce with his bread.",
        "You lick the bowl clean.",
    ])
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "You scrape the plate clean before putting it in the dishwasher.",
    "You wipe the kitchen table clean.",
    "Mira asks you to mop up the gravy you spilled.",
])
def test_cleaning_is_not_eating(lex, text):
    assert "eat" not in actual_kinds(lex, text)


@pytest.mark.parametrize("text", [
    "You take a long, grateful pull of cider.",
    "You take a pull on your beer.",
    "Ulla takes a deep pull from the bottle.",
])
def test_a_pull_on_a_drink_is_drinking(lex, text):
    assert "drink" in actual_kinds(lex, text, observer="Ulla")


@pytest.mark.parametrize("text", [
    "You give the rope a pull.",
    "You pull on your boots.",
    "The tug gives the barge a pull.",
])
def test_a_pull_on_anything_else_is_not(lex, text):
    assert "drink" not in actual_kinds(lex, text)


@pytest.mark.parametrize("text", [
    "The river has broken through the dyke.",
    "The whole house shakes and plaster rains down on you.",
    "The floor is shaking and you crouch under the desk.",
    "Your house is surrounded by floodwater.",
])
def test_a_breached_defence_or_a_shaking_building_is_danger(lex, text):
    assert "danger" in actual_kinds(lex, text)


@pytest.mark.parametrize(("text", "kind"), [
    ("Your whole body aches and burns with fever.", "injury"),
    ("You fall asleep on the beach, the sun burning off the morning mist.", "injury"),
    ("You drink your coffee black and scalding.", "injury"),
    ("You drink a scalding cup of tea.", "injury"),
    ("Your legs burn after the climb.", "injury"),
    ("You are taking blood samples from the patients.", "injury"),
    ("You play a fighting game on your console.", "conflict"),
])
def test_a_sensation_a_hot_drink_or_a_game_is_no_burn_or_fight(lex, text, kind):
    assert kind not in actual_kinds(lex, text)


@pytest.mark.parametrize("text", [
    "You burn your hand on the stove.",
    "You spill scalding tea on your wrist.",
    "You burned yourself on the kettle.",
    "Your arm is badly burnt.",
    "You have a burn on your arm.",
    "You scald your tongue on the soup.",
])
def test_a_real_burn_is_still_an_injury(lex, text):
    assert "injury" in actual_kinds(lex, text)
