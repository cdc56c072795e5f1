"""A rule kept at work told as a habit denied names no shift now (session 37, round fresh195: a
Tokyo convenience store night shift): "Kenji never drinks on the job, and tonight he even turns
down the can of beer a regular tries to press on him" is no work (nor a drink). Controls: "is
on the job", "drinks on the job" keep the job.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_habit_denied_on_the_job_is_no_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Kenji") == set(), text

    cases = ["Kenji never drinks on the job, and tonight he even turns down the can of beer a "
             "regular tries to press on him.",
             "Kenji doesn't smoke on the job.", "Kenji never sleeps on the job."]
    assert failing_cases(one_case, cases) == []


def test_controls_the_job_itself_stays(lex) -> None:
    assert actual_kinds(lex, "Kenji is on the job.", "Kenji") == {"work"}
    assert actual_kinds(lex, "Kenji drinks on the job.", "Kenji") == {"drink", "work"}
