"""Three small work classes: a trade yard is a workplace even though "yard" is a home word
("@ Emberfall: lumber yard"); a task for a business's own thing is for the business ("labels
jars for the shop shelves", "paints a sign for the café window"); changing beds, dressings, oil
or kegs is a round of a ward, a garage or a cellar ("is changing the bed linen in room 12 @
Willow Court"), not changing clothes, and stays a chore at home."""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Halvard"


def works(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.kind == "work" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


YARDS = ["lumber yard", "timber yard", "scrapyard", "salvage yard", "container yard",
         "sawmill"]
YARD_TASKS = ["is sawing oak beams", "is stacking planks", "is sorting scrap metal"]


def test_a_task_at_a_trade_yard_is_the_job(lex):
    texts = [f"Halvard {t} @ Emberfall: {y}" for t, y in itertools.product(YARD_TASKS, YARDS)]
    missed = [t for t in texts if not works(lex, t)]
    assert missed == []


@pytest.mark.parametrize("text", [
    "Halvard is sawing oak beams @ home: back yard",
    "Halvard is stacking logs @ Halvard's cottage: yard",
    "Bjorn is sawing oak beams @ Emberfall: lumber yard",
])
def test_a_home_yard_or_someone_elses_task_is_no_work(lex, text):
    assert not works(lex, text)


BUSINESS_THINGS = ["the shop shelves", "the café window", "the bakery counter",
                   "the salon window"]
THING_TASKS = ["Halvard labels jars of jam for", "Halvard paints a sign for",
               "You price the candles for"]


def test_a_task_for_a_business_thing_is_the_job(lex):
    texts = [f"{t} {b}." for t, b in itertools.product(THING_TASKS, BUSINESS_THINGS)]
    missed = [t for t in texts if not works(lex, t)]
    assert missed == []


@pytest.mark.parametrize("text", [
    "Halvard buys a plant for the shop window.",
    "Halvard labels jars for her kitchen shelves.",
    "Halvard labels jars of jam for the kids' shelves.",
    "Bjorn labels jars of jam for the shop shelves.",
])
def test_a_customer_a_home_or_someone_else_is_no_work(lex, text):
    assert not works(lex, text)


CHANGES = ["the bed linen", "the sheets", "the dressings", "the beds", "the kegs"]
WORKPLACES = ["Willow Court care home: east corridor", "ward 4: bay 2",
              "Rosewood Care Home: room 14", "The Crown: cellar"]


def test_changing_beds_or_dressings_at_work_is_the_job(lex):
    texts = [f"Halvard is changing {c} @ {w}" for c, w in itertools.product(CHANGES, WORKPLACES)]
    missed = [t for t in texts if not works(lex, t)]
    assert missed == []


@pytest.mark.parametrize("text", [
    "Halvard is changing the sheets @ home: bedroom",
    "Halvard is changing the bed linen @ Halvard's flat",
    "Halvard is changing into his uniform @ ward 4: locker room",
    "Halvard changes the sheets.",
])
def test_changing_at_home_or_changing_clothes_is_no_work(lex, text):
    assert not works(lex, text)


FAULT_RECORDS = ["the fault log", "the maintenance log", "the error logs", "the fault reports",
                 "the CO2 scrubber", "the air recycler"]
RECORD_TASKS = ["Halvard digs through", "You work through", "Halvard sifts through"]


def test_working_through_a_fault_record_is_the_job(lex):
    texts = [f"{t} {r}." for t, r in itertools.product(RECORD_TASKS, FAULT_RECORDS)]
    missed = [t for t in texts if not works(lex, t)]
    assert missed == []


def test_someone_elses_record_or_a_home_thing_is_no_work(lex) -> None:
    def one_case(text):
        assert not works(lex, text)

    cases = [
        "Tomasz digs through the fault log while Halvard eats.",
        "Halvard reads a novel.",
        "Halvard digs through the laundry basket.",
        "Halvard scrubs the pan with a pan scrubber.",
        "Tomasz swaps the filter on the CO2 scrubber while Halvard eats.",
    ]
    assert failing_cases(one_case, cases) == []
