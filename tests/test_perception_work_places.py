"""A ship's or a station's working sections are workplaces (medbay, hydroponics bay, reactor
room, control gallery, arboretum): a task told there is the job. Watering is a task when a
frame names the job (a grove's keeper, a plant keeper named in apposition: "Lakshmi, the ship's
arborist, waters the saplings"), never one's own plants or a balcony's. Going on with an
activity at a workplace is judged by its ``-ing`` verb ("keeps glancing at the office door" is
no task)."""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Lakshmi"


def works(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.kind == "work" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


PLACES = ["medbay", "med bay", "hydroponics bay", "reactor room", "control gallery",
          "arboretum"]
TASKS = ["is restocking the cabinets", "is sterilising the trays", "is recalibrating the sensors",
         "is sorting the seed trays"]


def test_a_task_at_a_ships_working_section_is_the_job(lex):
    texts = [f"Lakshmi {t} @ {p}: bay 2" for t, p in itertools.product(TASKS, PLACES)]
    texts += [f"Lakshmi {t} in the {p}." for t, p in itertools.product(TASKS, PLACES)]
    missed = [t for t in texts if not works(lex, t)]
    assert missed == []


def test_watering_framed_as_the_job_is_work(lex) -> None:
    def one_case(text):
        assert works(lex, text)

    cases = [
        "Lakshmi, the ship's arborist, waters the saplings in the forest deck @ arboretum: grove 2",
        "Lakshmi, the ship's arborist, waters the saplings.",
        "Lakshmi, the horticulturist, is watering the seedlings.",
        "Lakshmi is watering the saplings @ arboretum: grove 2",
        "Lakshmi is watering the lettuce beds @ hydroponics bay: rack 4",
    ]
    assert failing_cases(one_case, cases) == []


def test_own_plants_idling_and_someone_elses_task_are_no_work(lex) -> None:
    def one_case(text):
        assert not works(lex, text)

    cases = [
        "Lakshmi is watering the tomato plants @ balcony",
        "Lakshmi waters her tomato plants.",
        "Lakshmi is watering the garden.",
        "Lakshmi keeps glancing at the medbay door.",
        "Lakshmi keeps glancing at the office door.",
        "Lakshmi is lying in the medbay with a fever.",
        "Lakshmi waits in the medbay for her results.",
        "Priya, the ship's arborist, waters the saplings while Lakshmi watches.",
        "Priya is restocking the cabinets @ medbay: bay 2",
    ]
    assert failing_cases(one_case, cases) == []


FOOD_BARS = ["noodle bar", "Golden Wok takeaway", "kebab shop", "sushi bar", "chip shop"]
COOKING = ["is stir-frying noodles", "is frying chips", "is chopping spring onions"]


def test_a_cooks_task_in_a_food_bars_kitchen_is_the_job(lex):
    texts = [f"Lakshmi {c} @ {b}: kitchen" for c, b in itertools.product(COOKING, FOOD_BARS)]
    missed = [t for t in texts if not works(lex, t)]
    assert missed == []


@pytest.mark.parametrize("text", [
    "Lakshmi is reading the paper @ kebab shop: counter",
    "Lakshmi is chopping spring onions @ home: kitchen",
    "Lakshmi is frying chips @ Lakshmi's flat: kitchen",
    "Tomasz is stir-frying noodles @ noodle bar: kitchen",
])
def test_a_customer_a_home_kitchen_or_someone_else_is_no_work(lex, text):
    assert not works(lex, text)
