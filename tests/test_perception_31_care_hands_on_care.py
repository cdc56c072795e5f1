"""Hands-on care tasks are the carer's work (session 31, round care).

* A clinician's trace read is the job: "reads an ECG" (core.yaml ``work.verbs``, read's own
  objects); a book, a report or one's own x-ray results read stay none.
* A porter's, a paramedic's or an orderly's moves of a patient: a stretcher or a gurney pushed
  (``work.terms``), a stretcher, a gurney or a patient wheeled, a patient or a casualty lifted
  (``work.verbs``); not a door, a pram, a wheelchair or weights, nor the observer lifted,
  pushed or wheeled as the patient.
* A ward emptied of its patients ("is evacuating patients": the danger and the job) and a
  patient's fluids charted ("is charting fluid intake and output") are the job; a course
  charted is the sailor's term already.
* A ward's dressings made up are the job: gauze folded, bandages rolled (whole terms, stock
  with no article); the gauze on one's own knee checked stays none.
* Controls: someone else doing the same task is theirs.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases, other_kinds

CARE_TASKS = [
    ("reads an ECG", "read an ECG"),
    ("reads the ECGs from the night", "read the ECGs from the night"),
    ("is pushing a stretcher down the corridor", "are pushing a stretcher down the corridor"),
    ("pushes the gurney into the lift", "push the gurney into the lift"),
    ("wheels the patient into theatre", "wheel the patient into theatre"),
    ("lifts a patient out of the ambulance", "lift a patient out of the ambulance"),
    ("lifts the casualty onto the trolley", "lift the casualty onto the trolley"),
    ("is charting fluid intake and output for the child in bed 2",
     "are charting fluid intake and output for the child in bed 2"),
    ("folds gauze at the nurses' station", "fold gauze at the nurses' station"),
    ("is rolling bandages", "are rolling bandages"),
]


def test_a_hands_on_care_task_is_the_carers_work(lex) -> None:
    def one_case(subject, task):
        third, second = task
        text = f"{subject} {third if subject == 'Ana' else second}."
        assert actual_kinds(lex, text, "Ana" if subject == "Ana" else None) == {"work"}, text

    cases = list(itertools.product(["Ana", "You"], CARE_TASKS))
    assert failing_cases(one_case, cases) == []


def test_someone_else_doing_the_care_task_is_theirs(lex) -> None:
    def one_case(task):
        text = f"Marek {task[0]} while Ana watches."
        assert actual_kinds(lex, text, "Ana") == set(), text
        assert "work" in other_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, CARE_TASKS) == []


def test_evacuating_patients_is_the_job_in_the_danger(lex) -> None:
    text = "The generator house is on fire and Ana is evacuating patients from the ward."
    assert actual_kinds(lex, text, "Ana") == {"danger", "work"}


def test_other_senses_of_the_care_verbs_are_no_work(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, "Ana"), text

    cases = [
        "Ana reads a book on the sofa.",
        "Ana reads her x-ray results on the portal.",
        "Ana pushes the door open.",
        "Ana pushes the pram round the park.",
        "Ana pushes her mother's wheelchair along the prom.",
        "Ana lifts her daughter onto the swing.",
        "Ana is lifted onto a stretcher.",
        "Ana is pushed on a stretcher to the ambulance.",
        "The paramedics wheel Ana into the ambulance on a gurney.",
        "The nurses lift Ana onto the trolley.",
        "Ana lies on the gurney and waits for the porter.",
        "Ana checks the gauze on her knee.",
        "Ana folds the towels and her arms.",
    ]
    assert failing_cases(one_case, cases) == []
