"""A habit named by its weekdays is no scene now ("Otto sings in the pub choir on Thursday
nights", "swims a hundred lengths on Sunday mornings"); the same activity now keeps its
reading."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBSERVER = "Otto"


ACTS = [("sings in the pub choir", "socialize"), ("plays cards with his brothers", "socialize"),
        ("swims a hundred lengths", "exercise"), ("has lunch with his sister", "socialize")]
HABITS = ["on Friday evenings", "on Saturday afternoons", "on Thursday nights",
          "on Sunday mornings"]


def test_a_weekday_habit_is_no_scene_now(lex):
    cases = [(f"Otto {a} {h}.", k) for (a, k), h in itertools.product(ACTS, HABITS)]
    assert len(cases) == 16
    assert [c for c, k in cases if k in actual_kinds(lex, c, OBSERVER)] == []


@pytest.mark.parametrize(("text", "kind"), [
    ("Otto is singing in the pub choir.", "socialize"),
    ("Otto swims a hundred lengths at dawn.", "exercise"),
    ("Otto plays cards with his brothers in the kitchen.", "socialize"),
])
def test_the_activity_now_keeps_its_reading(lex, text, kind):
    assert kind in actual_kinds(lex, text, OBSERVER)
