"""Session 29, round substring: idling and one's own kit at a workplace are no task there: time
killed, pages leafed or flipped through, gear pulled on over oneself ("is killing time
in the paddock, leafing through the regulations", "pulls on his crash helmet @ garage: car
12"), one's fitness worked on ("is working on her fitness"). A deckhand's haul on a line and
a report worked on stay work."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize(("observer", "text"), [
    ("Aleksander", "Aleksander pulls on his crash helmet and fireproof balaclava @ garage: car 12"),
    ("Ana", "Ana is pulling on her overalls @ depot: locker room"),
    ("Ngozi", "Ngozi is killing time in the paddock, leafing through the sporting regulations"),
    ("Ingrid", "Ingrid flips through 'The Hungry Penguin', the cookbook Mateo left on her desk."),
    ("Ana", "Ana is working on her fitness."),
    ("Ana", "I'm working on my fitness before the season."),
])
def test_idling_ones_own_gear_or_fitness_is_no_work(lex, observer, text):
    assert actual_kinds(lex, text, observer) == set()


@pytest.mark.parametrize("text", [
    "Ana is pulling on the mooring line @ harbour: berth 4",
    "Ana works on the fitness report.",
])
def test_a_haul_on_a_line_or_a_report_worked_on_stays_work(lex, text):
    assert actual_kinds(lex, text, "Ana") == {"work"}


@pytest.mark.parametrize(("observer", "text", "kinds"), [
    ("Bertha", "Bertha insists she isn't in pain, but she winces every time she shifts her "
               "bruised hip.", {"injury"}),
    ("Ana", "Ana shifts her weight from foot to foot.", set()),
    ("Umar", "Your head pounds and your nose won't stop running. You've caught the cold that's "
             "been doing the rounds of the dorm.", {"illness"}),
])
def test_a_thing_shifted_by_its_owner_or_a_cold_doing_the_rounds_is_no_work(
        lex, observer, text, kinds):
    assert actual_kinds(lex, text, observer) == kinds


@pytest.mark.parametrize("text", [
    "Ana is doing the rounds of the wards.",
    "Ana covers her shift at the bar.",
    "Ana starts her shift at six.",
])
def test_rounds_done_and_a_shift_covered_or_started_stay_work(lex, text):
    assert actual_kinds(lex, text, "Ana") == {"work"}


@pytest.mark.parametrize(("text", "kinds"), [
    ("Ana files a complaint about the noise.", set()),
    ("Ana lodges a formal complaint with the council.", set()),
    ("Ana files the complaints in the cabinet at the office.", {"work"}),
    ("Ana handles a customer complaint at the desk.", {"work"}),
])
def test_a_complaint_filed_by_its_maker_is_no_work_but_complaints_handled_are(lex, text, kinds):
    assert actual_kinds(lex, text, "Ana") == kinds
