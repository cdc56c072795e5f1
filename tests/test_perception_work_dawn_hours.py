"""Session 10: a task from dawn, from first light or until dawn is told in working hours.

``status_activity.frames.hours`` holds "from dawn", "from first light", "from daybreak",
"from sunrise", "till dawn", "dawn till dusk"...: like "since dawn", they frame the
observer's task verb as the job; leisure verbs take no hours frame ("danced till dawn")."""

from __future__ import annotations

from itertools import product

from helpers import actual_kinds, failing_cases

TASKS = ["is unloading boats", "unloads the boats", "has been gutting fish",
         "was stacking pallets", "grades the apples"]
HOURS = ["from dawn", "from first light", "from daybreak", "from sunrise", "till dawn",
         "from dawn till dusk"]


def test_a_task_in_working_hours_is_work(lex) -> None:
    def one_case(task, hours):
        assert actual_kinds(lex, f"Ikaika {task} {hours}.", "Ikaika") == {"work"}

    cases = list(product(TASKS, HOURS))
    assert failing_cases(one_case, cases) == []


def test_leisure_in_the_same_hours_is_no_work(lex) -> None:
    def one_case(leisure, hours):
        assert "work" not in actual_kinds(lex, f"Ikaika {leisure} {hours}.", "Ikaika")

    cases = list(product(
        ["danced", "talked with friends", "played cards", "read", "watched films", "chatted"],
        ["till dawn", "from dawn till dusk", "from sunrise"]))
    assert failing_cases(one_case, cases) == []
