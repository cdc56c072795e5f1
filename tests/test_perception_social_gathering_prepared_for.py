"""A gathering something is done for is still ahead: the work is its preparation.

"for the family dinner", "for the dinner party", "for the reunion", "for a night out" (core.yaml
``exceptions``) name the occasion a task serves ("frying onions for the family dinner", "grills
sweetcorn for the family lunch"), not company now. Being at the gathering is still company.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Yosef"


def company(lex, text: str) -> bool:
    return any(e.kind == "socialize" and e.is_actual_self
               for e in perceive(text, lex, observer=OBSERVER))


SUBJECTS = [("Yosef", "fries", "is"), ("You", "fry", "are"), ("I", "fry", "am")]
TASKS = ["{fry} onions", "{be} frying onions", "{be} laying the table",
         "{be} ironing a shirt"]
OCCASIONS = ["the family dinner", "the family lunch", "the dinner party", "a dinner party",
             "the reunion", "a night out"]


def test_a_task_for_a_gathering_is_no_company(lex) -> None:
    def one_case(subject, task, occasion):
        who, fry, be = subject
        text = f"{who} {task.format(fry=fry, be=be)} for {occasion}."
        assert not company(lex, text)

    cases = list(itertools.product(SUBJECTS, TASKS, OCCASIONS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("subject", "occasion"),
                         list(itertools.product(SUBJECTS, ["the family dinner", "the reunion",
                                                           "the dinner party"])))
def test_being_at_the_gathering_is_company(lex, subject, occasion):
    who, _, be = subject
    assert company(lex, f"{who} {be} at {occasion} with her cousins.")
    assert company(lex, f"{who} {be} at {occasion}.")
