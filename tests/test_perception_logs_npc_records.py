"""A game's NPC log record is its character's: "[Day 3, 12:05] NPC Grimbald (miner) | action:
eating a mutton pie | loc: Emberfall: The Gilded Tankard" is Grimbald eating.

- "NPC" before a name is a label of the name (core.yaml ``subjects.titles``), so the named
  character is the subject, whatever script the name is in ("NPC Ольга", "NPC 王芳").
- A role in brackets after a name ("(miner)", "(guard)") says who they are, no task now.
- An agent label and the name heading a record before its fields ("NPC Kaelen | current:
  polishing boots") names the record's agent, as an ``agent:`` field does, so an open-class
  work verb in its action field (``status_activity.record_fields.action``: action, current
  ...) is their job; a ``goal:`` field is ahead.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

STAMPS = ["", "[Day 3, 12:05] ", "[Night 7, 02:00] ", "[Day 5] "]
NAMES = ["Grimbald", "Morwen", "Ольга", "王芳"]
ROLES = ["", " (miner)", " (guard)", " (tavernkeeper)", " (weaver)"]
FIELDS = [("action: eating a mutton pie", "eat"), ("action: drinking a tankard of ale", "drink"),
          ("state: sleeping", "sleep"), ("action: running laps of the practice yard", "exercise"),
          ("current: polishing the knight's boots", "work"),
          ("action: illuminating a copy of the saga", "work")]
PLACES = ["", " | loc: The Gilded Tankard, corner booth"]


def test_an_npc_record_is_its_character_s(lex) -> None:
    def one_case(stamp, role, field):
        for name, place in itertools.product(NAMES, PLACES):
            text = f"{stamp}NPC {name}{role} | {field[0]}{place}"
            assert actual_kinds(lex, text, name) == {field[1]}, text

    cases = list(itertools.product(STAMPS, ROLES, FIELDS))
    assert failing_cases(one_case, cases) == []


def test_another_npc_s_record_is_not_the_observer_s(lex) -> None:
    def one_case(stamp, role, field):
        text = f"{stamp}NPC Brenna{role} | {field[0]} | loc: the tavern"
        assert actual_kinds(lex, text, "Grimbald") == set()

    cases = list(itertools.product(STAMPS, ROLES, FIELDS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("stamp", "role", "name"),
                         list(itertools.product(STAMPS, ROLES[1:], NAMES)))
def test_a_role_in_brackets_is_no_task(lex, stamp, role, name):
    assert actual_kinds(lex, f"{stamp}NPC {name}{role} | loc: The Gilded Tankard", name) == set()
    assert actual_kinds(lex, f"{stamp}NPC {name}{role} | action: waiting for the ferry",
                        name) == set()


def test_a_goal_field_is_ahead(lex) -> None:
    def one_case(stamp, name):
        text = f"{stamp}NPC {name} | goal: eat at the tavern at noon | current: idle"
        assert actual_kinds(lex, text, name) == set()
        text = f"{stamp}NPC {name} | goal: eat at the tavern at noon | current: polishing boots"
        assert actual_kinds(lex, text, name) == {"work"}

    cases = list(itertools.product(STAMPS, NAMES))
    assert failing_cases(one_case, cases) == []


CONTROLS = [
    # a record head needs the fields after it: a name after the label in prose is no record
    ("The innkeeper says NPC Kaelen was polishing boots all morning.", "Kaelen", set()),
    # someone nearby in the record's own field is theirs
    ("[Day 4, 13:00] NPC Nimue (seamstress) | action: waiting for the ferry | nearby: two "
     "miners snoring on the jetty benches", "Nimue", set()),
    # a leisure verb in the action field is no job
    ("[Day 4] NPC Nimue | current: strolling by the river", "Nimue", {"walk"}),
    # "agent:" records still work as before
    ("Status | agent: Kaelen | place: the keep | action: polishing boots", "Kaelen", {"work"}),
]


@pytest.mark.parametrize(("text", "observer", "want"), CONTROLS)
def test_controls(lex, text, observer, want):
    assert actual_kinds(lex, text, observer) == want
