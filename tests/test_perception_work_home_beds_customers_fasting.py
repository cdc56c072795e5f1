"""Session 10: garden beds and a baby's cot are home; a customer's till is theirs; fasting is
no task.

- A home's garden beds (vegetable patch, herb garden, flower beds) and a baby's bed (cot,
  crib, cradle, playpen) are ``status_activity.not_places``: a work verb on a household thing
  in a sentence holding one is a chore ("sorts the recycling into crates while her grandson
  naps in his cot", "pulling weeds in the vegetable patch").
- A workplace in a leisure verb's predicate is that verb's place, no frame of the task verb
  after "and" (``perception._clause_workplace``): "pay at the till and take a seat" is a
  customer's.
- Fasting, dieting and starving are states (``not_verbs``), no task that working hours
  ("since before sunrise") could frame."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

CHORES = ["sorts the recycling into crates", "is sorting the empties into crates",
          "stacks the crates", "tidies the shelves", "mends the fence"]
HOME_SIGNS = ["while her grandson naps in his cot", "while the baby sleeps in her crib",
              "beside the herb garden", "near the vegetable patch",
              "while the twins play in the playpen"]


def test_a_household_task_beside_a_cot_or_garden_bed_is_a_chore(lex) -> None:
    def one_case(chore, sign):
        text = f"Kalani {chore} {sign}."
        assert "work" not in actual_kinds(lex, text, "Kalani")

    cases = list(product(CHORES, HOME_SIGNS))
    assert failing_cases(one_case, cases) == []


def test_weeding_a_home_garden_bed_is_a_chore(lex) -> None:
    def one_case(weeding, bed):
        text = f"Leilani {weeding} {bed} while the baby sleeps in the stroller beside her"
        assert "work" not in actual_kinds(lex, text, "Leilani")

    cases = list(product(
        ["is pulling weeds in", "weeds", "is weeding", "pulls the weeds out of"],
        ["the vegetable patch", "the herb garden", "the flower beds", "the veg patch",
         "the kitchen garden"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Kalani sorts the parcels into crates at the sorting office.",
    "Kalani stacks the crates in the warehouse before the lorry arrives.",
    "Kalani is sorting the post @ sorting office: bay 3",
])
def test_the_same_tasks_at_a_workplace_are_still_work(lex, text):
    """Positive controls: no home sign, a workplace."""
    assert actual_kinds(lex, text, "Kalani") == {"work"}


def test_a_customer_at_a_till_then_taking_a_seat_is_no_work(lex) -> None:
    def one_case(leisure, place, task):
        subject = "You" if leisure in ("pay", "queue") else "Nadia"
        verb = task.replace("takes", "take") if subject == "You" else task
        text = f"{subject} {leisure} {place} and {verb} until the name is called."
        assert "work" not in actual_kinds(lex, text, "Nadia")

    cases = list(product(
        ["pays", "queues", "waits", "pay", "queue"],
        ["at the till", "at the counter", "at the front desk", "at the reception"],
        ["takes a seat", "takes a number", "takes a leaflet"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "On her shift at the café, Nadia takes the orders for the lunch rush.",
    "Nadia is at the till taking orders.",
])
def test_tasks_at_a_till_of_ones_own_shift_are_still_work(lex, text):
    """Positive controls: a fronted shift, a task's own frame."""
    assert actual_kinds(lex, text, "Nadia") == {"work"}


def test_fasting_is_no_task(lex) -> None:
    def one_case(fasting, since):
        assert "work" not in actual_kinds(lex, f"Vikram {fasting} {since}.", "Vikram")

    cases = list(product(
        ["is fasting today and", "has been fasting all day and", "is dieting and",
         "fasts for Ramadan and"],
        ["hasn't touched food since before sunrise", "hasn't eaten since dawn",
         "has had nothing since before dawn"]))
    assert failing_cases(one_case, cases) == []
