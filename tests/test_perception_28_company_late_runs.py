"""A run by someone late (session 28, round company): a run, a sprint, a dash or a jog in a
sentence where a person or a subject pronoun is late ("Barnaby is late for Latin, so he
sprints the length of the cloister", "I'm late, so I run to the station"), or that opens with
"Running late", is a hurry, no exercise (`exercise.for_a_ride.late`, `late_runs`), as the
labelled sets say; a thing running late, "late" naming a time and a run for its own sake stay
exercise."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text", [
    "Barnaby is late for Latin, so he sprints the length of the cloister with his tie flapping.",
    "Running late, Barnaby sprints down the corridor to the exam hall.",
    "Barnaby sprints down the corridor because he is late for class.",
    "Barnaby is running late, so he jogs to the office.",
    "I'm late, so I run to the station.",
    "Barnaby was late again and dashed across the quad.",
])
def test_a_run_by_someone_late_is_a_hurry(lex, text):
    assert "exercise" not in actual_kinds(lex, text, "Barnaby")


@pytest.mark.parametrize("text", [
    "The meeting is running late, so Barnaby goes for a run.",
    "The bus is running late, so Barnaby jogs to work.",
    "Barnaby runs 10k in the late afternoon.",
    "Barnaby sprints the length of the pitch to score.",
])
def test_a_thing_late_or_a_late_hour_leaves_the_run(lex, text):
    assert actual_kinds(lex, text, "Barnaby") == {"exercise"}
