"""Any food or drink shared is eaten or drunk in company: "Otto and the crew share fish and
chips", "Lars is sharing a cheese fondue with two ski instructors", "you split a pot of tea".
The company is whoever ate or drank it's: strangers sharing a pizza keep it theirs, and a share
given way to work or exercise in its clause stays that activity."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

OBSERVER = "Otto"


def socialized(lex, text: str) -> bool:
    return any(e.kind == "socialize" for e in perceive(text, lex, observer=OBSERVER)
               if e.is_actual_self)


SUBJECTS = ["Otto and the crew share", "Otto and Greta share", "Otto and his sister are sharing",
            "Otto and his mates shared"]
FOODS = ["fish and chips", "a cheese fondue", "some noodles", "a plate of dumplings",
         "a bag of crisps", "a beer", "a pot of tea", "a sandwich"]
PLACES = ["on the loading dock.", "in the canteen.", "after the shift ends."]


def test_food_or_drink_shared_by_a_group_with_the_observer_is_company(lex):
    cases = [f"{s} {f} {p}" for s, f, p in itertools.product(SUBJECTS, FOODS, PLACES)]
    assert len(cases) == 96
    assert [c for c in cases if not socialized(lex, c)] == []


@pytest.mark.parametrize("text", [
    "Otto is sharing a cheese fondue with two ski instructors after the lifts close.",
    "Otto shares a bag of chips with his cousin on the pier.",
])
def test_food_shared_with_someone_is_company(lex, text):
    assert socialized(lex, text)


@pytest.mark.parametrize("other", ["two strangers", "the twins", "Ana and Jo", "the other guests"])
@pytest.mark.parametrize("food", ["a pizza", "fish and chips", "a beer", "a bowl of noodles"])
def test_other_peoples_shared_meal_is_not_the_observers_company(lex, other, food):
    assert not socialized(lex, f"Otto watches {other} share {food}.")
    assert not socialized(lex, f"Across the room, {other} share {food} while Otto reads.")


@pytest.mark.parametrize("text", [
    "Otto eats fish and chips on the loading dock.",
    "Otto drinks a beer alone in the galley.",
    "Otto shares his screen in the video meeting.",
])
def test_a_meal_alone_or_a_share_of_no_food_is_no_company(lex, text):
    assert not socialized(lex, text)


WAITS = ["waiting for the speeches to begin", "waiting for the ferry to arrive",
         "queueing for the gates to open"]
SHARES = ["sharing a thermos of tea with the woman next to him",
          "sharing a bag of chips with his cousin", "splitting a pizza with the lads"]


def test_a_shared_meal_alongside_a_wait_is_company_now(lex):
    cases = [f"Otto is {w}, {s}." for w, s in itertools.product(WAITS, SHARES)]
    assert [c for c in cases if not socialized(lex, c)] == []


@pytest.mark.parametrize("text", [
    "Otto is waiting for his cousin to arrive so they can share a pizza.",
    "Across the square two strangers are waiting for the bus, sharing a bag of chips.",
])
def test_a_shared_meal_still_ahead_or_someone_elses_is_not(lex, text):
    assert not socialized(lex, text)
