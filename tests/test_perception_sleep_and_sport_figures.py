"""Crashing on a seat named with its room or as any one is sleep ("crashes on the office sofa at
4am", "crashed on a camp bed in the lab"), and a sport's verb in a figure of speech is no workout
("jogs her memory with the notes", "is swimming in paperwork", "hikes up the price"). A jog, a swim
and a hike done stay exercise; someone else's crash on a sofa is not the observer's sleep."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

SUBJECTS = [("Ana", "es", "s", "her"), ("I", "", "", "my"), ("You", "", "", "your")]


SEATS = ["on the office sofa at 4am", "on a camp bed in the lab", "on a beanbag after the launch",
         "on the futon for the night"]


def test_crashing_on_a_seat_is_sleep(lex):
    cases = [f"{subj} crash{es} {seat}." for (subj, es, _, _), seat in
             itertools.product(SUBJECTS, SEATS)]
    assert [t for t in cases if "sleep" not in actual_kinds(lex, t, "Ana")] == []


FIGURES = ["jog{s} {o} memory with the notes", "hike{s} up the price of the tickets",
           "{be} swimming in paperwork this week"]


def test_sport_figures_are_no_exercise(lex):
    cases = []
    for (subj, _, s, o), fig in itertools.product(SUBJECTS, FIGURES):
        be = {"Ana": "is", "I": "am", "You": "are"}[subj]
        cases.append(f"{subj} {fig.format(s=s, o=o, be=be)}.")
    assert [t for t in cases if "exercise" in actual_kinds(lex, t, "Ana")] == []


@pytest.mark.parametrize("text", ["Ana jogs round the park before work.",
                                  "Ana swims in the lake every morning.",
                                  "Ana hikes up the ridge to the hut."])
def test_sport_done_is_exercise(lex, text):
    assert "exercise" in actual_kinds(lex, text, "Ana")


def test_someone_elses_crash_is_not_the_observers_sleep(lex):
    assert "sleep" not in actual_kinds(lex, "Her brother crashes on the office sofa at 4am.", "Ana")
