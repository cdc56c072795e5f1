"""A meal or a drink given up with its count stressed ("Without a single bite of breakfast,
Olumide runs the reactor shutdown checklist") frames the task as the job, as "without a bite"
does; leisure, exercise and someone else's task stay no work."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

OBSERVER = "Olumide"
GIVEN_UP = ["Without a single bite of breakfast", "Without a single sip of water",
            "Without a single pause"]
TASKS = ["Olumide runs the reactor shutdown checklist", "Olumide sorts the parcels",
         "Olumide recalibrates the scrubbers", "you restock the medbay"]


def works(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.kind == "work" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


def test_a_task_with_a_meal_given_up_is_the_job(lex):
    texts = [f"{g}, {t}." for g, t in itertools.product(GIVEN_UP, TASKS)]
    missed = [t for t in texts if not works(lex, t)]
    assert missed == []


@pytest.mark.parametrize("text", [
    "Without a single bite of breakfast, Olumide reads the paper.",
    "Without a single bite of breakfast, Olumide goes for a run.",
    "Without a single sip of water, Tunde sorts the parcels.",
])
def test_leisure_exercise_or_someone_elses_task_is_no_work(lex, text):
    assert not works(lex, text)
