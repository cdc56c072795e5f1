"""Who did what in structured record and log lines (session 25, round "records").

A simulation host passes log-like observations: pipe rows, key=value records, "Name, field:
value", JSON-like records. A "label: value" field after a name field used to restart the
subject at the observer (the reading for a text that opens "Status: sleeping", the observer's
own status), so "Gregor | action: resting" gave the observer a rest. The classes:

- a row's named head owns a labelled action field after it, past labelled state fields
  ("Gregor | mood: tired | action: resting", "tick 5 | Gregor | status: sleeping"), a
  bracketed role ("Gregor (miner) | action: ..."), a comma, a semicolon or a dash ("Gregor,
  action: resting"), a bracket tag ("[Gregor] action: sleeping"), or a key that is the act
  itself ("Gregor | lunch: soup and bread");
- a partner field naming the observer makes a shared act theirs too ("Gregor | action: chat |
  target: Kenji", "agent=Gregor action=chat with=Kenji");
- a snake_case key is no act ("meal_count: 3 | sleep_debt: 2h"); its value still is
  ("sleep_status: sleeping");
- a JSON-like record's quoted values are field values, not speech ('{"agent": "Kenji",
  "action": "resting"}');
- a work log's label is no work of the observer's when the record names someone else.

The observer's own records ("Kenji | action: resting", "Status: sleeping", "action: resting")
stay the observer's.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Kenji"

OTHERS_ROWS = [
    ("Gregor | action: resting", "rest"),
    ("Gregor | status: sleeping", "sleep"),
    ("Gregor | now: drinking water", "drink"),
    ("Gregor | mood: tired | action: resting", "rest"),
    ("Gregor | last_meal: 07:30 | action: resting", "rest"),
    ("Gregor | HP: 40/100 | status: bleeding", "injury"),
    ("tick 5 | Gregor | action: sleeping", "sleep"),
    ("tick 8812 | Gregor | action=rest", "rest"),
    ("Gregor, action: resting", "rest"),
    ("Gregor; action: resting", "rest"),
    ("Gregor — status: sleeping", "sleep"),
    ("Gregor (miner) | action: eating a pie", "eat"),
    ("[Gregor] action: sleeping", "sleep"),
    ("Gregor | lunch: soup and bread", "eat"),
    ("Gregor, lunch: soup and bread", "eat"),
    ('{"agent": "Gregor", "action": "eating"}', "eat"),
    ("[log 09:14] agent=Gregor action=eat", "eat"),
]


def test_a_named_agents_record_is_theirs(lex) -> None:
    def one_case(text, kind):
        assert actual_kinds(lex, text, OBSERVER) == set()
        assert kind in other_kinds(lex, text, OBSERVER)

    cases = OTHERS_ROWS
    assert failing_cases(one_case, cases) == []


OWN_ROWS = [
    ("Kenji | action: resting", "rest"),
    ("Kenji | mood: calm | status: sleeping", "sleep"),
    ("Status: sleeping", "sleep"),
    ("action: resting", "rest"),
    ("Mood: tired | Action: resting", "rest"),
    ("Kenji, action: resting", "rest"),
    ("[Kenji] action: sleeping", "sleep"),
    ("tick 5 | Kenji | now: drinking water", "drink"),
    ('{"agent": "Kenji", "action": "resting"}', "rest"),
    ("{'agent': 'Kenji', 'action': 'eating soup'}", "eat"),
    ("Kenji | sleep_status: sleeping", "sleep"),
    ("Kenji | action: resting | Gregor | action: eating", "rest"),
]


def test_the_observers_own_record_stays_theirs(lex) -> None:
    def one_case(text, kind):
        assert actual_kinds(lex, text, OBSERVER) == {kind}

    cases = OWN_ROWS
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Gregor | action: chat | target: Kenji",
    "Gregor | action: talking | with: Kenji",
    "agent=Gregor action=talk with=Kenji",
])
def test_a_partner_field_naming_the_observer_is_company(lex, text):
    assert actual_kinds(lex, text, OBSERVER) == {"socialize"}


@pytest.mark.parametrize("text", [
    "Gregor | action: chat | target: Mira",
    "agent=Gregor action=chat with=Mira",
    "Gregor | action: chat || Kenji | action: idle | target: Mira",
])
def test_a_partner_field_naming_someone_else_is_theirs(lex, text):
    assert "socialize" not in actual_kinds(lex, text, OBSERVER)


def test_a_partner_field_reaches_a_fight(lex):
    assert actual_kinds(lex, "Gregor | action: argue | target: Kenji", OBSERVER) == {"conflict"}
    assert actual_kinds(lex, "Gregor | action: argue | target: Mira", OBSERVER) == set()


@pytest.mark.parametrize("text", [
    "Kenji | meal_count: 3 | sleep_debt: 2h",
    "meal_count: 3, sleep_debt: 2h",
    "work_hours: 6 | rest_hours: 2",
    "last_meal: 07:30 | last_sleep: 22:00",
    "Kenji | food_eaten: 2 | water_drunk: 1",
])
def test_a_snake_case_key_is_no_act(lex, text):
    assert actual_kinds(lex, text, OBSERVER) == set()


def test_a_snake_case_key_leaves_the_value(lex):
    assert actual_kinds(lex, "Kenji | hours_slept: 7 | action: working the forge",
                        OBSERVER) == {"work"}
    assert actual_kinds(lex, "Kenji | sleep_quality: poor | action: mending the fence",
                        OBSERVER) == {"work"}


def test_a_work_logs_label_is_the_named_agents(lex):
    assert actual_kinds(lex, "[work log 09:14] agent=Gregor action=eat", OBSERVER) == set()
    assert "work" in actual_kinds(lex, "Shift log | agent: Kenji | task: hauling nets",
                                  OBSERVER)


@pytest.mark.parametrize(("text", "kind"), [
    ("Gregor | resting on the bench", "rest"),
    ("Day 3 | Gregor | eating lunch", "eat"),
    ("tick 5 | Gregor | doing: eating soup", "eat"),
    ("agent=Gregor action=eat", "eat"),
    ("[t=5] Gregor action=sleep", "sleep"),
])
def test_rows_read_before_stay_theirs(lex, text, kind):
    assert actual_kinds(lex, text, OBSERVER) == set()
    assert kind in other_kinds(lex, text, OBSERVER)
