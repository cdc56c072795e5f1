"""Plans by a month or a year ahead and things only imagined.

"Next month" and "next year" named after an event put it ahead as "next week" does ("runs the
marathon next month"), reaching a few words back; what a task makes "for next month" is dated,
the task is now ("is updating the staff rota for next month"). A thing imagined, pictured,
daydreamed about or said yes to is not done yet ("imagines eating a whole pizza", "pictures
herself asleep on a beach", "says yes to a drink with Tom"). Controls: "can't imagine life
without coffee and drinks a cup" drinks, and "and" + a new predicate after an imagining is
done now."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

PEOPLE = ["Ana", "Tom", "Kofi"]
AHEAD = [("runs the marathon", "exercise"), ("has a big family dinner", "eat"),
         ("goes on a sailing trip with Leo", "socialize"), ("swims the channel", "exercise")]
IMAGINED = [("imagines eating a whole pizza", "eat"),
            ("pictures herself asleep on a beach", "sleep"),
            ("daydreams about a long nap", "sleep"), ("says yes to a drink with Leo", "drink"),
            ("imagines a long swim in the sea", "exercise")]


def test_a_month_or_a_year_ahead_puts_the_event_ahead(lex):
    cases = [(f"{n} {a} next {w}.", n, k) for n, (a, k), w
             in itertools.product(PEOPLE, AHEAD, ["month", "year"])]
    assert [t for t, n, k in cases if k in actual_kinds(lex, t, n)] == []


def test_an_imagined_thing_is_not_done(lex):
    cases = [(f"{n} {a}.", n, k) for n, (a, k) in itertools.product(PEOPLE, IMAGINED)]
    assert [t for t, n, k in cases if k in actual_kinds(lex, t, n)] == []


@pytest.mark.parametrize("who", PEOPLE)
def test_controls_a_task_for_next_month_and_a_drink_beside_an_imagining_are_now(lex, who):
    assert "work" in actual_kinds(lex, f"{who} is updating the staff rota for next month @ "
                                       "Brightside pharmacy: office", who)
    assert "drink" in actual_kinds(
        lex, f"{who} can't imagine life without coffee and drinks a cup.", who)
    assert "eat" in actual_kinds(lex, f"{who} imagines the finish line and eats a banana.", who)


VOWED = [("vows to drink more water", "drink"), ("aims to swim a mile by June", "exercise"),
         ("is determined to finish the marathon", "exercise"),
         ("plans a picnic with Leo", "socialize"), ("has her heart set on a long nap", "sleep")]


def test_a_vow_an_aim_or_a_heart_set_on_a_thing_is_a_plan(lex):
    cases = [(f"{n} {a}.", n, k) for n, (a, k) in itertools.product(PEOPLE, VOWED)]
    cases += [(f"{n}'s heart is set on a long nap.", n, "sleep") for n in PEOPLE]
    assert [t for t, n, k in cases if k in actual_kinds(lex, t, n)] == []


@pytest.mark.parametrize("who", PEOPLE)
def test_control_and_plus_a_new_predicate_after_a_vow_is_done(lex, who):
    assert "eat" in actual_kinds(lex, f"{who} vows to stay calm and eats her lunch.", who)
