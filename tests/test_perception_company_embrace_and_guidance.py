"""Company named by an embrace and talk that is guidance: an arm round someone is an embrace,
the owner's ("watches the fireworks from the terrace, his arm round his wife"), whatever the
observer watches; one person talked through a task by another ("talking her driver through
fuel-saving targets") is guided, not company. Negative controls: arms round one's knees or a
thing, someone else's arm round their own partner, a listener talked through "it" (comfort),
and the joint verb done together ("Kenji and the captain talk through the penalty")."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

PEOPLE = [("Kunle", "his", "his wife"), ("Ada", "her", "her son"), ("Ada", "her", "Tomas")]
SCENES = ["watches the fireworks over the lake from the terrace",
          "stands at the rail", "walks home through the village"]
ARMS = ["arm round", "arm around", "arms round"]


def test_an_arm_round_someone_is_company(lex) -> None:
    def one_case(who, scene, arm):
        name, poss, partner = who
        assert "socialize" in actual_kinds(lex, f"{name} {scene}, {poss} {arm} {partner}.", name)

    cases = list(itertools.product(PEOPLE, SCENES, ARMS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("who,arm,thing", list(itertools.product(
    PEOPLE, ARMS, ["knees", "the back of the bench", "the tree trunk"])))
def test_an_arm_round_a_thing_is_no_company(lex, who, arm, thing):
    name, poss, _ = who
    thing = f"{poss} {thing}" if thing == "knees" else thing
    assert "socialize" not in actual_kinds(lex, f"{name} sits on the step, {poss} {arm} {thing}.",
                                           name)


@pytest.mark.parametrize("arm", ARMS)
def test_someone_elses_embrace_is_theirs(lex, arm):
    got = actual_kinds(lex, f"Kunle's brother sits by the fire, his {arm} his wife.", "Kunle")
    assert "socialize" not in got


LISTENERS = ["her driver", "the trainee", "Pelt", "him"]
TASKS = ["fuel-saving targets", "the airlock checks", "a refund", "the start procedure"]


def test_talking_someone_through_a_task_is_guidance(lex) -> None:
    def one_case(listener, task, form):
        text = f"Chloé {form} {listener} through {task} on the team radio."
        assert "socialize" not in actual_kinds(lex, text, "Chloé")

    cases = list(itertools.product(
        LISTENERS, TASKS, ["is talking", "talks", "talked"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("listener,form", list(itertools.product(
    ["her", "him", "her sister"], ["talks", "talked"])))
def test_talking_someone_through_it_is_company(lex, listener, form):
    text = f"Tomas is stuck in the lift; he panics and Chloé {form} {listener} through it."
    assert "socialize" in actual_kinds(lex, text, "Chloé")


@pytest.mark.parametrize("partner,matter", list(itertools.product(
    ["the captain", "her flatmate", "Tomas"],
    ["the disputed penalty", "the problem of the late-night music"])))
def test_talking_through_together_is_company(lex, partner, matter):
    assert "socialize" in actual_kinds(lex, f"Chloé and {partner} talk through {matter}.", "Chloé")
