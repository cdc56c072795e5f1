"""A served person's numbered place frames a task as the job: a table, a room, a flat, a bed or
a bay with its number ("wipe down table six", "carries three plates of dosa to table six",
"is delivering two pizzas to Flat 3B", "changes the bed linen in room 9"), as the task's
object, after to/for, or after in/at with an open task verb. A guest's or a customer's own
doings there ("sits at table six", "unpacks her case in room 214", "carries her bags to room
214") and someone else's task are no work."""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Priyanka"


def works(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.kind == "work" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


UNITS = ["table six", "table 6", "room 12", "Flat 3B", "bed four", "bay one"]
TASKS = {"Priyanka": ["wipes down {}", "carries three plates to {}", "delivers two pizzas to {}",
                      "takes a fresh jug of water to {}"],
         "You": ["wipe down {}", "carry three plates to {}", "deliver two pizzas to {}",
                 "take a fresh jug of water to {}"]}


def test_a_task_for_a_numbered_unit_is_the_job(lex):
    texts = [f"{s} {t.format(u)}." for s in TASKS for t, u in itertools.product(TASKS[s], UNITS)]
    texts += [f"Priyanka is {t} {u}." for t, u in itertools.product(
        ["delivering two pizzas to", "changing the bed linen in", "taking the bill to"],
        ["room 12", "room nine", "table 6", "suite 4"])]
    missed = [t for t in texts if not works(lex, t)]
    assert missed == []


def test_someone_elses_task_for_a_numbered_unit_gives_the_observer_nothing(lex):
    texts = [f"Tomasz {t.format(u)} while Priyanka watches." for t, u in itertools.product(
        TASKS["Priyanka"], UNITS)]
    wrong = [t for t in texts if works(lex, t)]
    assert wrong == []


def test_a_guests_or_customers_own_doings_are_no_work(lex) -> None:
    def one_case(text):
        assert not works(lex, text)

    cases = [
        "Priyanka sits at table six.",
        "Priyanka takes a seat at table six.",
        "Priyanka waits at table six for her friends.",
        "Priyanka unpacks her case in room 214.",
        "Priyanka carries her bags to room 214.",
        "Priyanka moves into Flat 3B.",
        "Priyanka walks to table six.",
        "Priyanka reads a book in room 12.",
        "Priyanka books table six for Friday.",
        "Priyanka sleeps in bed four.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("call", ["Priyanka radios for a sled", "Priyanka writes in the log",
                                  "Priyanka looks up"])
def test_a_unit_past_a_colon_is_another_clauses(lex, call):
    assert not works(lex, f"{call}: a guest in room four has eaten nothing.")
