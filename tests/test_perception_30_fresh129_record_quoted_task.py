"""A sim log's quoted task is its field's value (session 30, round fresh129): "[tick 0815] Ana
Clara -> task 'restock the açaí freezer' | status: in progress" quotes the task between its
field word and the next field's bar; the marks only delimit it, so it reads as if unquoted,
as a JSON record's value does. A plan step's quoted name ("Task 'Nap' (sleep): queued") and
quoted speech stay as they were; a shop's shelf named by what it cures names no illness."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize("text, kinds", [
    ("[tick 0815] Ana Clara -> task 'restock the açaí freezer' | status: in progress | "
     "location: food truck 'Açaí da Roça'", {"work"}),
    ("[tick 0412] Ana Clara -> task 'write daily site report' | status: in progress | "
     "location: dig house office", {"work"}),
    ("[tick 1140] Ana Clara -> action: 'stock cold-and-flu shelf' | status: in progress | "
     "loc: Fenwick Pharmacy aisle 2", {"work"}),
    ("[tick 0900] Ana Clara -> activity 'eating lunch' | status: in progress", {"eat"}),
])
def test_a_quoted_record_task_is_done_now(lex, text, kinds):
    assert actual_kinds(lex, text, "Ana Clara") == kinds


@pytest.mark.parametrize("text, kinds", [
    ("Ana Clara says the task 'restock the freezer' can wait.", {"work"}),
    ("Tom texts: 'your task today: restock the freezer'", {"work"}),
])
def test_quoted_speech_of_a_task_stays_told(lex, text, kinds):
    assert actual_kinds(lex, text, "Ana Clara") == set()
    assert other_kinds(lex, text, "Ana Clara") == kinds


def test_a_plan_steps_quoted_name_stays_planned(lex):
    assert actual_kinds(lex, "Task 'Nap' (sleep): queued", "Ana Clara") == set()


def test_a_shelf_named_by_an_illness_is_no_illness(lex):
    assert actual_kinds(lex, "Ana Clara restocks the hay fever aisle.", "Ana Clara") == {"work"}
