"""A status line at a hospitality place's back room is the staff's work: the sub-place joins
its main place's word ("@ Grand Hotel: kitchen" is a hotel kitchen, "@ The Anchor Inn: cellar"
an inn cellar, "@ Chalet Edelweiss: kitchen" a catered chalet's kitchen), so a home word there
("kitchen") rules nothing out and a household task ("folding towels") is the job. A guest's
room, a hostel's self-catering kitchen, a home's kitchen and someone else's task stay no work."""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Orla"


def works(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.kind == "work" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


KITCHEN_TASKS = ["is peeling potatoes", "is chopping onions", "is scrubbing the pans",
                 "plates up eight puddings for the guests"]
KITCHENS = ["Grand Hotel: kitchen", "hotel: kitchen", "Chalet Edelweiss: kitchen",
            "The Anchor Inn: kitchen", "guesthouse: kitchen", "Pine Lodge: kitchen"]


def test_a_task_in_a_hospitality_kitchen_is_the_job(lex):
    texts = [f"Orla {t} @ {k}" for t, k in itertools.product(KITCHEN_TASKS, KITCHENS)]
    missed = [t for t in texts if not works(lex, t)]
    assert missed == []


LAUNDRY_TASKS = ["is folding towels", "is ironing the sheets", "is sorting the linen"]
LAUNDRIES = ["hotel: laundry", "Hotel Bellevue: laundry room", "Chalet Marmotte: laundry",
             "Seaview Inn: laundry"]


def test_a_task_in_a_hospitality_laundry_is_the_job(lex):
    texts = [f"Orla {t} @ {k}" for t, k in itertools.product(LAUNDRY_TASKS, LAUNDRIES)]
    missed = [t for t in texts if not works(lex, t)]
    assert missed == []


@pytest.mark.parametrize("text", [
    "Orla is stacking crates of wine @ The Anchor Inn: cellar",
    "Orla is sorting invoices @ Hotel Astoria: office",
])
def test_other_back_rooms_are_the_job(lex, text):
    assert works(lex, text)


def test_a_home_a_guests_place_or_someone_elses_task_is_no_work(lex) -> None:
    def one_case(text):
        assert not works(lex, text)

    cases = [
        # a home's kitchen and laundry stay chores
        "Orla is peeling potatoes @ home: kitchen",
        "Orla is peeling potatoes @ Orla's flat: kitchen",
        "Orla is ironing a shirt @ home: laundry",
        # a hostel's kitchen is where its guests cook for themselves
        "Orla is making a sandwich @ hostel: kitchen",
        "Orla is chopping onions @ youth hostel: kitchen",
        # a guest's own doings
        "Orla is reading a novel @ hotel: room 12",
        "Orla is unpacking her suitcase @ hotel: room 214",
        "Orla is waiting for the kettle to boil @ Chalet Edelweiss: kitchen",
        # someone else's task
        "Pradeep is peeling potatoes @ Chalet Edelweiss: kitchen",
        "Pradeep is folding towels @ hotel: laundry",
    ]
    assert failing_cases(one_case, cases) == []
