"""A task kept up through the observer's own illness is work: an illness told first, then "but
... still" + a non-leisure -ing verb with an object ("has a hacking cough, but she's still
dishing out the chips"); the illness stays too. Leisure, a home's chores, someone else's
illness or no illness at all make no work."""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

ILLNESSES = ["has a hacking cough", "has a streaming cold", "has a fever",
             "has a migraine"]
TASKS = ["dishing out the chips", "stacking shelves", "unloading the lorry",
         "answering the phones"]


def test_a_task_kept_up_through_an_illness_is_work(lex):
    texts = [f"Maureen {ill}, but she's still {task}."
             for ill, task in itertools.product(ILLNESSES, TASKS)]
    missed = [t for t in texts if not {"work", "illness"} <= actual_kinds(lex, t, "Maureen")]
    assert missed == []


def test_you_keep_a_task_up_through_an_illness(lex):
    assert {"work", "illness"} <= actual_kinds(
        lex, "You've got a migraine, but you're still answering the phones.", "Maureen")


def test_leisure_chores_or_no_own_illness_is_no_work(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, "Maureen")

    cases = [
        "Maureen has a fever but she's still watching TV.",
        "Maureen has a fever but she's still playing video games.",
        "Maureen has a fever but she's still cleaning the house.",
        "Maureen has a cold but she's still cooking dinner for the kids.",
        "Maureen has a cold but she's still reading her book.",
        "Maureen has flu but she's still texting her friends.",
        "Maureen has a cold but she's still smiling.",
        "Maureen is still dishing out the chips.",
        "Maureen's daughter has a fever but she's still dishing out the chips.",
        "Ana has a fever but she's still dishing out the chips.",
    ]
    assert failing_cases(one_case, cases) == []
