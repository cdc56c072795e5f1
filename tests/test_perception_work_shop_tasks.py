"""Work: a kitchen, bar or counter task told at a business open to the public.

The work kind's ``task_verbs`` (fold, sweep, wipe, scrub, chop, knead ...) are work only in a
setting that makes them the job. A business of ``status_activity.frames.businesses`` (a
stall, a bakery, a café) named after the task's object, after in/at/on, behind, inside or
``of``, is such a setting: its customers eat, drink, sit and pay there, its staff sweep,
wipe and fold. Not a business word that only describes a thing ("her café table"), a
participle before a food ("grilled sardines at the market stall"), one's own body, a home, or
another person's task.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Ana"


def events(lex, text: str):
    return [e for e in perceive(text, lex, observer=OBSERVER) if e.kind == "work"]


def mine(lex, text: str) -> bool:
    return any(e.is_actual_self for e in events(lex, text))


TASKS = ["folds the bread cloths", "sweeps the floor", "wipes the counter", "scrubs the trays",
         "chops the onions"]
PLACES = ["at the stall", "in the bakery", "at her market stall", "behind the café",
          "of the restaurant"]


def test_task_at_a_business_is_work(lex):
    missed = [text for task, place in itertools.product(TASKS, PLACES)
              if not mine(lex, text := f"Ana {task} {place}.")]
    assert missed == []


def test_task_at_a_business_with_a_subject_pronoun(lex):
    assert mine(lex, "You sweep the flour from the floor of the bakery.")
    assert mine(lex, "Ana goes back to folding the bread cloths at the stall.")


NOT_WORK = ["Ana eats a pastry at the bakery.",
            "Ana washes her hands at the café.",
            "Ana folds a napkin and wedges it under the leg of her café table.",
            "I ate a tray of grilled sardines at the market stall.",
            "Ana folds the towels in her kitchen.",
            "Ana sweeps the floor of her flat."]


def test_customer_side_and_home_are_no_work(lex):
    assert [t for t in NOT_WORK if mine(lex, t)] == []


def test_another_persons_task_is_theirs(lex):
    for text in ["Tom sweeps the floor of the bakery while Ana eats a pastry.",
                 "Ana watches Tom wipe the counter at the café."]:
        assert not mine(lex, text), text
        assert any(e.subject == "other" for e in events(lex, text)), text


def test_negated_and_planned_task_is_no_actual_work(lex):
    assert not mine(lex, "Ana doesn't sweep the floor of the bakery.")
    assert not mine(lex, "Ana will sweep the floor of the bakery tomorrow.")
