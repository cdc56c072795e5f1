"""Who did what: a capitalised word and a number before a verb ("Drone 4 drank a pint", "Bay 3
is asleep") labels someone else; a counting word and a number ("Day 2 slept badly", "Set 3:
did 20 push-ups", ``subjects.counting_words``) is the writer's own record."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

LABELS = ["Drone 4", "Unit 7", "Bay 3", "Cell 12", "Bot 9"]
ACTS = {"eat": "ate a sandwich", "drink": "drank a pint", "sleep": "took a nap",
        "exercise": "did fifty push-ups", "injury": "cut a finger", "illness": "threw up"}
SHAPES = ["{L} {a}.", "Earlier, {L} {a}.", "Beside Mira, {L} {a}.", "Mira watches as {L} {a}.",
          "While Mira reads, {L} {a}."]


def test_a_label_and_a_number_before_a_verb_is_someone_else(lex) -> None:
    def one_case(label, kind, shape):
        assert kind not in actual_kinds(lex, shape.format(L=label, a=ACTS[kind]), "Mira")

    cases = list(itertools.product(LABELS, ACTS, SHAPES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    ("Day 2 slept badly.", "sleep"),
    ("Day 3: ate rice and beans.", "eat"),
    ("Set 3: did 20 push-ups.", "exercise"),
    ("Week 4: ran 5k.", "exercise"),
    ("Step 2: ate lunch.", "eat"),
    ("Night 5 slept in the car.", "sleep"),
    ("Sol 34: drank the last of the water.", "drink"),
    ("Round 2 slept through the alarm.", "sleep"),
])
def test_a_counting_word_and_a_number_is_the_writers_own_record(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Mira")


@pytest.mark.parametrize("text", [
    "Room 7 is on fire.",
    "Sector 4 is flooding fast.",
])
def test_a_place_and_a_number_is_no_one(lex, text):
    assert "danger" in actual_kinds(lex, text, "Mira")


def test_a_group_and_a_number_stays_a_group(lex):
    text = "Mira sits on the bench while the rest of Class 4 does the egg-and-spoon race."
    assert "exercise" not in actual_kinds(lex, text, "Mira")


def test_the_observers_own_label_is_theirs(lex):
    assert "drink" in actual_kinds(lex, "Drone 4 drank a pint.", observer="Drone 4")
