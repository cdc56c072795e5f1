"""A status line's own work verb is the observer's even when a work term on it was given to a
team named in its object ("Sipho is calibrating the heat exchanger for the reactor team @
reactor bay: loop 2": the team is served, not the doer). A term judged no actual event (a
reference: "stacking chairs after the residents' meeting", a plan: "tomorrow") stays so."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

OBSERVER = "Sipho"
TASKS = ["calibrating the heat exchanger", "repairing the pump", "sorting the parcels",
         "servicing the reactor", "restocking the shelves"]
TEAMS = ["the reactor team", "the kitchen crew", "the night shift", "the farm crew",
         "the warehouse team"]
PLACES = ["reactor bay: loop 2", "engine room: bay 2", "Harbour depot: dock 3"]


def works(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.kind == "work" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


def lines(name: str):
    for task, team, place in itertools.product(TASKS, TEAMS, PLACES):
        yield f"{name} is {task} for {team} @ {place}"


def test_a_task_for_a_team_is_the_observers_job(lex):
    missed = [t for t in lines(OBSERVER) if not works(lex, t)]
    assert missed == []


def test_someone_elses_status_line_gives_the_observer_nothing(lex):
    wrong = [t for t in lines("Tomas") if works(lex, t)]
    assert wrong == []


@pytest.mark.parametrize("text", [
    "Sipho is calibrating the reactor tomorrow @ reactor bay: loop 2",
    "Sipho is repairing the pump tomorrow @ engine room",
    "Sipho is stacking chairs after the residents' meeting @ church hall",
])
def test_a_term_judged_no_actual_event_keeps_the_status_verb(lex, text):
    assert not works(lex, text)


PLAN_THINGS = ["his plan for a new class", "the workout plans for clients",
               "the lesson plan for the trainees", "the floor plan for the new ward"]
PLAN_VERBS = ["presenting", "writing", "revising"]


def test_a_plan_worked_on_now_is_the_job(lex):
    texts = [f"Sipho is {v} {p} @ Brackley Prison: boardroom"
             for v, p in itertools.product(PLAN_VERBS, PLAN_THINGS)]
    missed = [t for t in texts if not works(lex, t)]
    assert missed == []


@pytest.mark.parametrize("text", [
    "Sipho is sorting parcels next week @ depot",
    "Sipho will be sorting parcels @ depot",
    "Sipho is presenting his plan for a new class tomorrow @ Brackley Prison: boardroom",
    "Tomas is presenting his plan for a new class @ Brackley Prison: boardroom",
])
def test_a_plan_for_later_or_someone_elses_is_no_work_now(lex, text):
    assert not works(lex, text)


@pytest.mark.parametrize("opener", ["Tonight Sipho is", "Sipho is a referee; tonight he's"])
@pytest.mark.parametrize("task", ["officiating the regional finals", "officiating the cup final"])
@pytest.mark.parametrize("place", ["city sports hall", "Riverside leisure centre: court 2"])
def test_a_status_line_tonight_is_going_on_now(lex, opener, task, place):
    assert works(lex, f"{opener} {task} @ {place}")


@pytest.mark.parametrize("text", [
    "Tomorrow Sipho is officiating the regional finals @ city sports hall",
    "Sipho is officiating the regional finals next week @ city sports hall",
    "Sipho is a referee; tonight Tomas is officiating the regional finals @ city sports hall",
])
def test_a_later_status_line_or_someone_elses_is_no_work_now(lex, text):
    assert not works(lex, text)
