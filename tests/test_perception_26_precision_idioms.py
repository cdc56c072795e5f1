"""Idioms of a job, of working and of hurting that name no work or injury (session 26, round
precision): a verdict on how a thing was made ("makes a good job of the lasagne"), a bargain lot
or a cosmetic operation ("a job lot", "a nose job"), a tan worked on, a weariness with one's job,
a thing that works like a charm, a laugh so hard it hurts and a pride hurt. The job done, the
shift worked and the body hurt keep their events."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_a_job_or_hurt_idiom_is_no_event(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds

    cases = [
        ("Priya", "Priya makes a good job of the lasagne, and everyone asks for seconds.", set()),
        ("Priya", "Priya takes a job lot of plant pots home from the car boot sale.", set()),
        ("Priya", "Priya's friend shows off her new nose job.", set()),
        ("Zoltan", "Zoltan is working on his tan by the pool.", set()),
        ("Zoltan", 'Zoltan: "ugh, I\'m sick of my job"', set()),
        ("Zoltan", "Zoltan says the new app works like a charm.", set()),
        ("Selin", "Selin laughs so hard it hurts.", set()),
        ("Selin", "It hurts her pride to ask her brother for money.", set()),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("observer", "text", "kinds"), [
    ("Marek", "Marek finally finishes the quarterly report at 9 pm.", {"work"}),
    ("Marek", "Marek works the early shift at the bakery, kneading dough from four.", {"work"}),
    ("Vik", "Vik cuts his thumb slicing onions.", {"injury"}),
    ("Vik", "Vik's knee hurts so much he can barely walk.", {"injury"}),
])
def test_the_job_done_and_the_body_hurt_keep_their_events(lex, observer, text, kinds):
    assert actual_kinds(lex, text, observer) == kinds


@pytest.mark.parametrize(("observer", "text"), [
    ("Priya", "Priya checks that the torch works before the walk."),
    ("Priya", "Priya tries the kettle; the plug works again."),
])
def test_a_thing_that_works_is_no_work(lex, observer, text):
    assert "work" not in actual_kinds(lex, text, observer)


@pytest.mark.parametrize(("observer", "text", "kind"), [
    ("Priya", "Priya says the crew works hard.", "work"),
    ("Priya", "Priya watches as the team works on the engine.", "work"),
])
def test_a_group_that_works_keeps_its_work(lex, observer, text, kind):
    assert kind in other_kinds(lex, text, observer)
