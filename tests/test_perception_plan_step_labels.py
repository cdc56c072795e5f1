"""An agent's plan step labelled by a quoted name or a bracketed tag (session 11, from the fresh
sets' "Step 'Evening swim' (exercise): queued, starts after the harvest shift" and "Step 'Club
social' (social): spent the evening at the clubhouse bar chatting with the veterans' team over
a few pints"): core.yaml ``cues.planned.step_labels`` (step, task, quest ...) and
``step_ahead`` (queued, pending, scheduled ...). The step's name and tag say what the step is
for, so they are no event of their own (planned); a state word after the colon leaves the whole
step ahead, and any other word reports it carried out. A person's plural possessive after
"with the" ("the veterans' team") leaves "with" governing the people after it, so they are
company, not a subject.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive

LABELS = ["Step 'Evening swim' (exercise)", "Task 2/5 [exercise]", "Step 'Gym session'",
          "[Day 3] Task 'Morning run' (fitness)", "Quest 'Lunch with Ana' (social)",
          "Step 'Nap' (rest)", "Subtask \"Eat dinner\" [food]", "Step 4 'Drink water' (needs)"]
AHEAD = ["queued, starts after the harvest shift", "pending", "scheduled for 18:00",
         "next, once the shop closes", "postponed, the pool is shut",
         "not started, the bunk is taken", "cancelled, it is raining", "waiting for a free slot"]


def test_a_step_still_ahead_is_no_event(lex) -> None:
    def one_case(label, state):
        assert actual_kinds(lex, f"{label}: {state}", "Aroha") == set()

    cases = list(itertools.product(LABELS, AHEAD))
    assert failing_cases(one_case, cases) == []


DONE = [("spent the evening at the clubhouse bar chatting with the veterans' team over a few "
         "pints", {"drink", "socialize"}),
        ("spent an hour at Sanne's flat catching up over a pot of tea", {"drink", "socialize"}),
        ("swam twenty lengths of the outdoor pool", {"exercise"}),
        ("done, ate a bowl of soup at the canteen", {"eat"}),
        ("completed, slept for two hours in the bunk room", {"sleep"}),
        ("chatted with the players' wives over a glass of wine", {"drink", "socialize"})]
DONE_LABELS = ["Step 'Club social' (social)", "Task 3/4 [social]", "Step 'Unwind'",
               "[Day 9] Step 'Evening' (leisure)"]


def test_a_step_carried_out_tells_what_happened(lex) -> None:
    def one_case(label, done):
        assert actual_kinds(lex, f"{label}: {done[0]}", "Aroha") == done[1]

    cases = list(itertools.product(DONE_LABELS, DONE))
    assert failing_cases(one_case, cases) == []


NAMED = ["Step 'Evening swim' (exercise)", "Step 'Run' (exercise)", "Task 'Nap' (sleep)",
         "Step 'Lunch' (eat)", "Quest 'Drink water' (drink)"]


@pytest.mark.parametrize("label", NAMED)
def test_the_name_and_tag_are_planned_not_done(lex, label):
    events = [e for e in perceive(f"{label}: queued", lex, observer="Aroha")
              if e.subject == "self" and not e.negated]
    assert events and {e.mode for e in events} == {"planned"}


# controls: no label, or a label with no name, or another's step: nothing changes
CONTROLS = [("Step by step, Aroha swims twenty lengths.", "Aroha", {"exercise"}),
            ("Task: Aroha eats a sandwich at her desk.", "Aroha", {"eat"}),
            ("Aroha steps out: she runs five km along the river.", "Aroha", {"exercise"}),
            ("Step 'Club social' (social): Tane chatted with the veterans' team over a pint",
             "Aroha", set()),
            ("Aroha is chatting with the veterans' team.", "Aroha", {"socialize"}),
            ("Spent the evening chatting with the club's captain over a pint.", "Aroha",
             {"socialize", "drink"})]


@pytest.mark.parametrize(("text", "observer", "want"), CONTROLS)
def test_controls(lex, text, observer, want):
    assert actual_kinds(lex, text, observer) == want
