"""A status line at a place that serves food: its terrace, garden or back room is where its
staff serve and clear, so a task there is work as at the place itself; a customer's reading,
sipping or waiting there is not, nor the same task at a home's terrace or garden."""

from __future__ import annotations

import pytest
from helpers import failing_cases

from engine.perception import perceive


def worked(lex, text: str, observer: str = "Mara") -> bool:
    return any(e.kind == "work" for e in perceive(text, lex, observer=observer)
               if e.is_actual_self)


@pytest.mark.parametrize("place", ["Mara's Café: terrace", "Trattoria Roma: garden",
                                   "Rosie's diner: back garden", "Bistro Luna: patio"])
@pytest.mark.parametrize("task", ["wiping tables", "clearing the cups", "stacking chairs",
                                  "serving the lunch crowd"])
def test_a_task_on_an_eaterys_terrace_or_garden_is_work(lex, place, task):
    assert worked(lex, f"Mara is {task} @ {place}")


@pytest.mark.parametrize("place", ["Mara's Café: terrace", "Trattoria Roma: garden"])
@pytest.mark.parametrize("leisure", ["reading a novel", "sipping a latte", "waiting for Ana",
                                     "chatting with her sister", "sunbathing"])
def test_a_customers_leisure_there_is_no_work(lex, place, leisure):
    assert not worked(lex, f"Mara is {leisure} @ {place}")


@pytest.mark.parametrize("text", [
    "Mara is wiping tables @ home: terrace",
    "Mara is stacking chairs @ her flat: balcony",
    "Mara is clearing the cups @ Ana's house: garden",
])
def test_the_same_task_at_a_home_is_no_work(lex, text):
    assert not worked(lex, text)


# -- a ship's, a hotel's or a barracks' dining rooms (verb_alone_at) -----------------------------

@pytest.mark.parametrize("room", ["the main dining room", "the crew mess", "the wardroom",
                                  "the officers' mess"])
@pytest.mark.parametrize("task", ["clears plates", "wipes down the tables", "lays the tables"])
def test_a_task_in_a_staffed_dining_room_is_work(lex, task, room):
    assert worked(lex, f"Mara {task} in {room} while a passenger dozes by the window.")


def test_a_meal_leisure_ones_own_plate_or_a_homes_dining_room_is_no_work(lex) -> None:
    def one_case(text):
        assert not worked(lex, text)

    cases = [
        "Mara eats her dinner in the main dining room.",
        "Mara reads a book in the wardroom.",
        "Mara clears her plate in the main dining room.",
        "Mara clears plates in the dining room after her birthday dinner.",
        "The steward clears plates in the main dining room while Mara dozes by the window.",
    ]
    assert failing_cases(one_case, cases) == []
