"""Session 27, round work. A school subject or a pupil's word list revised, crammed or learnt
by heart is study, which the labelled sets count as work ("revises organic chemistry", "is
memorising French verbs", "learns her lines for the play"); a nanny's job for a family is work
("is nannying for the Okafors"). Someone else's study stays theirs. A job predicate followed in
its sentence by a contrast ("Gwen is a nurse, but tonight she is a patient herself") names who
the observer is, no work now; the job alone ("Gwen is a nurse.") stays work as before, and work
told after the contrast is work."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_a_subject_studied_or_a_family_nannied_for_is_work(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"work"}

    cases = [
        ("Ana", "Ana revises organic chemistry in the library."),
        ("Ana", "Ana is memorising French irregular verbs."),
        ("Ana", "Ana learns her lines for the play."),
        ("Ana", "Ana crams physics all night before the exam."),
        ("Omar", "Omar memorises vocabulary lists on the bus to college."),
        ("Lucy", "Lucy is nannying for the Okafor twins."),
        ("Ana", "Ana does her chemistry homework at the kitchen table."),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("observer", "text"), [
    ("Ana", "Ana's brother revises physics."),
    ("Ana", "Ana's sister is memorising her vocabulary while Ana eats toast."),
])
def test_someone_elses_study_is_theirs(lex, observer, text):
    assert "work" not in actual_kinds(lex, text, observer)
    assert "work" in other_kinds(lex, text, observer)


@pytest.mark.parametrize(("observer", "text"), [
    ("Magnus", "Magnus is a fisherman, but today he stays home with the flu."),
    ("Yevgenia", "Yevgenia is a nurse, but tonight she is a patient herself, feverish in bed."),
    ("Anil", "You're the night supervisor, but tonight you're off."),
])
def test_a_job_contrasted_in_its_sentence_is_no_work_now(lex, observer, text):
    assert "work" not in actual_kinds(lex, text, observer)


@pytest.mark.parametrize(("observer", "text"), [
    ("Gwen", "Gwen is a nurse."),
    ("Gwen", "Gwen is a nurse but she is working a double shift today."),
    ("Ifeoma", "Ifeoma is a wrestling referee; tonight she's officiating the regional finals "
               "@ city sports hall"),
])
def test_a_job_alone_or_worked_after_the_contrast_stays_work(lex, observer, text):
    assert "work" in actual_kinds(lex, text, observer)
