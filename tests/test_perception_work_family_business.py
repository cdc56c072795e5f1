"""Session 10: a task done in a family's business is work; the family's home and errands are not.

The handed labels count helping in a family business as work ("cleaning the windows of her
family's restaurant before it opens"). A family word (``status_activity.frames.kin``: parents,
uncle, grandparents, family...) and "'s" or "'" before a business (``frames.businesses``:
restaurant, café, shop, farm, deli...), or "family" right before one ("the family farm"), in
the observer's task verb's predicate is the task's workplace (``perception._family_business``).
A household's place ("her parents' flat") is no business; a meal, a visit or an errand there
("drops off a parcel at her uncle's shop", ``not_verbs``) is no task."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

TASKS = ["mopping the floor", "chalking up the specials board", "stacking chairs",
         "wiping down the tables", "peeling potatoes", "sweeping the terrace",
         "restocking the fridge", "folding the menus"]
BUSINESSES = ["of his parents' restaurant", "at his grandparents' restaurant",
              "in his uncle's café", "at his family's bakery", "in his aunt's little deli",
              "at his mum's shop", "at the family pizzeria", "at his dad's pub"]
WHEN = ["after closing time", "this evening", ""]


def test_a_task_in_a_family_business_is_work(lex) -> None:
    def one_case(task, business, when):
        text = f"Xavier is {task} {business} {when}".rstrip()
        assert actual_kinds(lex, text, "Xavier") == {"work"}

    cases = list(product(TASKS, BUSINESSES, WHEN))
    assert failing_cases(one_case, cases) == []


def test_every_form_of_the_task_is_work(lex) -> None:
    def one_case(subject, task, business):
        assert actual_kinds(lex, f"{subject} {task} {business}.", "Xochitl") == {"work"}

    cases = list(product(
        ["Xochitl chalks", "I chalk", "You chalk", "Xochitl has chalked", "Xochitl was chalking"],
        ["up the specials board", "the prices on the board"],
        ["at her grandparents' restaurant", "in her uncle's bistro", "at her family's café"]))
    assert failing_cases(one_case, cases) == []


def test_farm_work_for_the_family_is_work(lex) -> None:
    def one_case(task, farm):
        assert actual_kinds(lex, f"Mele is {task} {farm}.", "Mele") == {"work"}

    cases = list(product(
        ["mucking out the calf pens", "mending the fence posts", "stacking hay bales",
         "hosing down the yard"],
        ["on the family farm", "on her grandparents' farm", "at her uncle's vineyard"]))
    assert failing_cases(one_case, cases) == []


def test_the_same_task_in_a_family_home_is_no_work(lex) -> None:
    def one_case(task, home):
        assert "work" not in actual_kinds(lex, f"Xavier is {task} {home}.", "Xavier")

    cases = list(product(
        ["mopping the floor", "wiping down the tables", "sweeping the terrace", "stacking chairs"],
        ["of his parents' flat", "at his grandparents' house", "in his uncle's garden",
         "at his family's cottage", "in his mum's kitchen"]))
    assert failing_cases(one_case, cases) == []


def test_a_visit_meal_or_errand_at_a_family_business_is_no_work(lex) -> None:
    def one_case(visit, business):
        text = f"Xavier {visit} {business}.".replace("pops into at", "pops into").replace(
            "stops by at", "stops by")
        assert "work" not in actual_kinds(lex, text, "Xavier")

    cases = list(product(
        ["drops off a parcel", "pops into", "stops by", "eats lunch", "is waiting for his mum",
         "sits", "is reading a comic", "celebrates his birthday"],
        ["at his parents' restaurant", "at his uncle's café", "at the family deli"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Xavier's sister is mopping the floor of their parents' restaurant.",
    "Xavier watches while his cousin stacks chairs at his uncle's café.",
])
def test_someone_elses_task_in_the_family_business_is_theirs(lex, text):
    assert "work" not in actual_kinds(lex, text, "Xavier")
