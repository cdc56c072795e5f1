"""Work in key=value records and tickets: a record's fields may be spelt ``key=value`` as well
as ``key: value`` (``agent=Hyun-woo loc=medbay/ward-2 act=sterilising surgical instruments``),
a work ticket names its doer as the ``assignee`` and its task in a quoted ``task=`` field, and
a ``loc=`` field ends at the record's next field, so a home there still makes a chore."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

OBSERVER = "Hyun-woo"
AGENT_KEYS = ["agent={}", "agent: {}", "assignee={}"]
ACT_KEYS = ["act={}", "act: {}", "action={}", "task={}", "task='{}'", 'task="{}"']
TASKS = ["sterilising surgical instruments", "replace seal on CO2 scrubber 2",
         "recalibrating the nav sensors", "restacking pallets in bay 4"]
PLACES = ["", "loc=medbay/ward-2 ", "loc=engine room "]


def works(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.kind == "work" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


def cases(name: str):
    for agent, place, act, task in itertools.product(AGENT_KEYS, PLACES, ACT_KEYS, TASKS):
        if ": " in agent and "=" in act or "=" in agent and ": " in act:
            continue  # a record spells its fields one way
        sep = " | " if ": " in agent else " "
        stamp = "[tick 88120] "
        yield stamp + agent.format(name) + sep + place.replace("=", ": " if sep == " | " else "=") \
            + (sep if place and sep == " | " else "") + act.format(task)


def test_a_records_task_is_its_agents_work(lex):
    texts = list(cases(OBSERVER))
    assert len(texts) >= 100
    missed = [t for t in texts if not works(lex, t)]
    assert missed == []


def test_another_agents_record_gives_the_observer_nothing(lex):
    wrong = [t for t in cases("Joost") if works(lex, t)]
    assert wrong == []


@pytest.mark.parametrize("text", [
    "agent=Hyun-woo location=home action=sweeping the floor",
    "agent=Hyun-woo loc=kitchen act=washing the dishes",
    "agent: Hyun-woo | loc: home | act: sweeping the floor",
    "agent=Hyun-woo loc=canteen act=eating a toastie",
    "assignee=Hyun-woo act=reading a novel",
])
def test_a_chore_or_leisure_in_a_record_is_no_work(lex, text):
    assert not works(lex, text)


@pytest.mark.parametrize("state", ["PENDING", "queued", "scheduled", "todo", "blocked",
                                   "postponed"])
@pytest.mark.parametrize("fields", [
    "assignee={name} status={state} task='replace seal on CO2 scrubber 2'",
    "agent: {name} | status: {state} | action: replacing the seal",
])
def test_a_record_whose_state_leaves_the_task_ahead_is_no_work_now(lex, state, fields):
    assert not works(lex, fields.format(name=OBSERVER, state=state))


@pytest.mark.parametrize("text", [
    "assignee=Hyun-woo status=IN_PROGRESS task='replace seal on CO2 scrubber 2'",
    "action: haul ice-core boxes 2 km back to station | agent: Hyun-woo | temp: -31 C",
])
def test_a_record_under_way_is_work(lex, text):
    assert works(lex, text)
