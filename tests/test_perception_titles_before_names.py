"""A capitalised title right before a name is no cue: "Coach Halvard eats a sandwich" is the
coach's own meal, not a report of one (the verb "coach" is a report cue, as in "coaches the kids
on how to swim"). Checked over titles that are also words (Coach, Chef, Captain, Doctor, Nurse,
Sister, Father, Uncle, Judge), names and acts; a lower-case verb stays a cue."""

from __future__ import annotations

import itertools

from engine.perception import perceive

TITLES = ["Coach", "Chef", "Captain", "Doctor", "Nurse", "Sister", "Father", "Uncle", "Judge"]
NAMES = ["Halvard", "Okafor", "Reyes", "Bea"]
ACTS = {"eats a sandwich": "eat", "drinks a coffee": "drink", "sleeps on the sofa": "sleep"}


def modes(lex, text: str, observer: str = "Ana") -> set[tuple[str, str, str]]:
    return {(e.kind, e.subject, e.mode) for e in perceive(text, lex, observer=observer)
            if not e.negated}


def test_a_titled_person_acts_now(lex):
    cases = [(f"{t} {n} {a}.", k)
             for t, n, (a, k) in itertools.product(TITLES, NAMES, ACTS.items())]
    assert len(cases) == 108
    assert [t for t, k in cases if (k, "other", "actual") not in modes(lex, t)] == []


def test_the_observer_with_a_titled_person_acts_now(lex):
    cases = [(f"Ana and {t} {n} eat lunch together.", t)
             for t, n in itertools.product(TITLES, NAMES)]
    assert [t for t, _ in cases if ("eat", "self", "actual") not in modes(lex, t)] == []


def test_the_verb_coach_is_still_no_act_of_the_observer(lex):
    for text in ["Ana coaches the kids on how to swim.", "Ana coaches Halvard on how to swim."]:
        assert ("exercise", "self", "actual") not in modes(lex, text), text
