"""A run one is back from or partway through was run, and the gym's machines are exercise
(s10h5, from r64-023 "just got back from my run, 8k in the heat", r48-104 "Halfway through your
run along the embankment ...", r64-011 "on the assault bike, twelve minutes in"). "Run" alone
stays out: a ski run, a school run and a run of shifts or of luck are no run."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

OBSERVER = "Xochitl"


def exercised(lex, text: str) -> bool:
    return any(e.kind == "exercise" for e in perceive(text, lex, observer=OBSERVER)
               if e.is_actual_self)


SUBJECTS = [("Xochitl", "her"), ("I", "my"), ("You", "your")]
BACK = ["just got back from {o} run", "is back from {o} run", "got home from {o} run",
        "came in from {o} run", "got back from a run", "is halfway through {o} run",
        "was partway through {o} run", "is midway through {o} run",
        "just got back from the gym", "came home from the gym"]
AFTER = ["", ", 8k in the heat", " along the river", ", dripping", " and is starving"]


def test_back_from_or_partway_through_a_run_is_exercise(lex):
    cases = []
    for (s, o), back, after in itertools.product(SUBJECTS, BACK, AFTER):
        verb = back.format(o=o)
        if s == "I":
            verb = verb.replace("is ", "am ")
        elif s == "You":
            verb = verb.replace("is ", "are ")
        cases.append(f"{s} {verb}{after}.")
    assert len(cases) == 150
    assert [text for text in cases if not exercised(lex, text)] == []


MACHINES = ["assault bike", "air bike", "spin bike", "wattbike", "cross trainer", "ski erg",
            "rowing erg", "stair machine", "leg press", "squat rack", "smith machine",
            "pull-up bar", "battle ropes"]
FRAMES = ["Xochitl is on the {m}, twelve minutes in and dripping @ hotel gym",
          "Xochitl does twenty minutes on the {m}.", "I did three sets on the {m} after work.",
          "Xochitl is working hard on the {m} @ Iron Forge gym: main floor"]


def test_the_gyms_machines_are_exercise(lex):
    cases = [f.format(m=m) for f, m in itertools.product(FRAMES, MACHINES)]
    assert len(cases) == 52
    assert [text for text in cases if not exercised(lex, text)] == []


@pytest.mark.parametrize("text", [
    "After his run of night shifts, Xochitl sleeps for twelve hours.",
    "During a run of bad luck, Xochitl loses her keys twice.",
    "Xochitl gets home from the school run and makes coffee.",
    "Xochitl takes the ski lift to the top of the red run and waits for her brother.",
    "Xochitl's brother just got back from his run.",
    "Xochitl is planning to buy an assault bike for the garage.",
])
def test_a_run_of_things_a_school_run_or_someone_elses_run_is_no_exercise(lex, text):
    assert not exercised(lex, text)
