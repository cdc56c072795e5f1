"""Who did what: the one a job is done to does not do it. A passive of a work term's own verb
with the observer as its subject ("Jae is carried out of the exam hall on a stretcher", "is
taught to swim") is someone else's work. Negative controls: the observer doing the same work
in the active ("Jae carried out the survey", "Jae teaches the class") keeps it, and a job
named by a noun ("is employed as a cleaner") is not a passive of its verb."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

SUBJECTS = ["Jae", "You", "I"]
AUX = {"Jae": ["is", "was", "gets"], "You": ["are", "were", "get"], "I": ["am", "was", "get"]}
PASSIVES = ["carried out of the exam hall on a stretcher", "taught to swim",
            "taught to cook by his gran"]


def test_work_done_to_the_observer(lex) -> None:
    def one_case(subj, passive):
        for aux in AUX[subj]:
            assert "work" not in actual_kinds(lex, f"{subj} {aux} {passive}.", "Jae")

    cases = list(itertools.product(SUBJECTS, PASSIVES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Jae carried out the exam.",
    "Jae teaches the Year 9 class all morning.",
    "You teach the beginners' class at the pool.",
    "Jae is employed as a cleaner at the hospital.",
])
def test_observer_doing_the_work_keeps_it(lex, text):
    assert "work" in actual_kinds(lex, text, "Jae")
