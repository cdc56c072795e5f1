"""Who did what: a status line's activity done to the doer's own body part ("Liesel is spraying
sun cream on her arms @ Main Stage hill") is care of themselves, the doer its patient, no task
(work), whatever the place and whatever others do after it. Negative controls: a part someone
else owns (the patient's: "Liesel is bandaging his ankle @ A&E"), a part that carries a load ("a
sack on her back"), a body part as the tool ("with her bare hands") and a task with no body part
keep the activity."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OBSERVERS = [("Liesel", "her", "his"), ("Tomasz", "his", "her")]
CARE = ["spraying sun cream on {p} {part}", "rubbing lotion into {p} {part}",
        "smearing sunblock across {p} {part}", "dabbing aloe gel onto {p} sunburnt {part}",
        "putting plasters on {p} {part}"]
PARTS = ["arms", "face", "legs", "feet", "hands", "nose"]
PLACES = ["@ Main Stage hill", "@ fire station: yard", "@ ferry terminal: car deck",
          "@ ski school hut: locker room"]
AFTER = ["", "; two medics are kneeling over a woman who has fainted",
         "; a steward is pouring coffees for the couple ahead"]
TASKS = ["restocking the first-aid kits", "hosing down the engine bay", "refilling the ice buckets"]


def test_care_of_own_body_is_no_task(lex) -> None:
    def one_case(obs, care, part, place):
        name, own, _ = obs
        for after in AFTER:
            text = f"{name} is {care.format(p=own, part=part)} {place}{after}"
            assert "work" not in actual_kinds(lex, text, name), text

    cases = list(itertools.product(
        OBSERVERS, CARE, PARTS, PLACES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("obs,place", list(itertools.product(OBSERVERS, PLACES[1:])))
def test_someone_elses_part_keeps_the_task(lex, obs, place):
    name, _, other = obs
    for task in (f"bandaging {other} ankle", f"stitching {other} forearm"):
        text = f"{name} is {task} {place}"
        assert "work" in actual_kinds(lex, text, name), text


@pytest.mark.parametrize("obs,place", list(itertools.product(OBSERVERS, PLACES)))
def test_load_on_the_back_and_tool_hands_keep_the_task(lex, obs, place):
    name, own, _ = obs
    for text in (f"{name} is carrying a sack of finds on {own} back @ trench 4",
                 f"{name} is hauling the hose reel on {own} shoulder @ fire station: yard"):
        assert "work" in actual_kinds(lex, text, name), text


def test_task_without_body_part_keeps_the_task(lex) -> None:
    def one_case(obs, task, place):
        name = obs[0]
        text = f"{name} is {task} {place}"
        assert "work" in actual_kinds(lex, text, name), text

    cases = list(itertools.product(OBSERVERS, TASKS, PLACES))
    assert failing_cases(one_case, cases) == []
