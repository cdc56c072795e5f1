"""A form of "be" names where someone was, no task (session 31, core.yaml status activity
``not_verbs`` gains ``be``): "Ana was not in the office." had been work, "was" passing as a
finite verb in -s. A task verb after it stays the job."""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases


def test_where_someone_was_is_no_task(lex) -> None:
    def one_case(subject, be, place):
        observer = "Ana" if subject == "Ana" else None
        assert actual_kinds(lex, f"{subject} {be} {place}.", observer) == set()

    cases = [*itertools.product(["Ana"], ["was not", "wasn't", "was never", "was"],
                                ["in the office", "at the office", "at the clinic today"]),
             *itertools.product(["You"], ["were not", "weren't", "were"],
                                ["in the office", "at the warehouse"]),
             ("Ana", "wasn't", "on the fish station")]  # (was on it: a cook's post, work)
    assert failing_cases(one_case, cases) == []


def test_controls_a_task_after_the_form_of_be_is_work(lex) -> None:
    assert actual_kinds(lex, "Ana was filing reports @ office: desk 4", "Ana") == {"work"}
    assert actual_kinds(lex, "Grete never made it to bed; she was delivering a calf in the barn "
                        "until dawn.", "Grete") == {"work"}
