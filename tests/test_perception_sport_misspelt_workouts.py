"""Common misspellings of exercise words too far from the word for typo matching are still
exercise ("excersized for an hour", "a quick jogg round the park", "a spin clas at lunch").
Negative controls: someone else's misspelt workout is not the observer's, a planned or a
negated one is no actual exercise."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

NAMES = ["Brigid", "Rhea", "Tomasz"]
MISSPELT = ["excersized for an hour", "excersised in the garden", "is excersizing at the gym",
            "went for a quick jogg round the park", "is out for a jogg before work",
            "did a killer spin clas at lunch", "did a yoga clas on the lawn",
            "went to a zumba clas after work"]


def test_a_misspelt_workout_is_exercise(lex) -> None:
    def one_case(name, act):
        assert "exercise" in actual_kinds(lex, f"{name} {act}.", name)

    cases = list(product(NAMES, MISSPELT))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("act", MISSPELT)
def test_someone_elses_misspelt_workout_is_not_the_observers(lex, act):
    assert "exercise" not in actual_kinds(lex, f"Her husband {act}.", "Rhea")


@pytest.mark.parametrize("text", [
    "Rhea will go for a jogg tomorrow.",
    "Rhea didn't excersize at all this week.",
    "Rhea is going to a spin clas tonight.",
])
def test_planned_or_negated_misspelt_workout_controls(lex, text):
    assert "exercise" not in actual_kinds(lex, text, "Rhea")
