"""Working rooms and posts of settings no labelled set used are workplaces (session 22).

A monastery's refectory, a lighthouse's lantern room, a cinema's projection booth, a
distillery's stillroom, a toll booth (the work kind's ``verb_alone_at``): a task
there, in a status line or after in/at, is the job. Not a quay or a wharf (walkers stroll
there), nor a lighthouse, a box office or kennels (homes and customers' errands), which stay
out; a meal there stays a meal.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_a_task_at_a_fresh_workplace_is_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == {"work"}

    cases = [
        "Ana sweeps the floor in the refectory.",
        "Ana is sweeping @ monastery: refectory",
        "Ana is polishing the lens @ Skerry Light: lantern room",
        "Ana is rewinding the reels @ Odeon: projection booth",
        "Ana is counting the change @ M6 toll booth",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("text", "kinds"), [
    ("Ana eats her lunch in the refectory.", {"eat"}),
    ("Ana is strolling @ harbour: quay", {"walk"}),
    ("Ana is sweeping @ Ana's flat: kitchen", set()),
])
def test_a_meal_or_a_public_walkway_stays_no_work(lex, text, kinds):
    assert actual_kinds(lex, text, "Ana") == kinds
