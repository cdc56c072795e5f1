"""A meal or an outing held as an arrangement, a name put down for a thing, and a duty one "is
due" at have not happened yet (session 33, round huntfuture).

* A meal or an activity named before a noun of arranging ("plans", "reservation",
  "appointment") and held with a present "have": "has dinner plans with Jo", "has a dinner
  reservation at eight", "has a massage appointment at four".
* A name put down for a thing signs up for it: "puts his name down for the tug-of-war".
* Where or on what duty one "is due": "is due on shift at six", "is due at swim practice".
* Controls: the same meal had now, the same duty held now; "a storm is due tonight" stays
  ahead.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

HELD = [("dinner", "eat"), ("lunch", "eat"), ("breakfast", "eat"), ("massage", "rest")]
NOUNS = ["plans", "reservation", "appointment"]
TAILS = [".", " at eight.", " after the clinic.", " in town."]


def test_a_meal_held_as_an_arrangement_is_ahead(lex) -> None:
    def one_case(held, noun, tail):
        thing, kind = held
        article = "" if noun == "plans" else "a "
        text = f"Noor has {article}{thing} {noun}{tail}"
        assert kind not in actual_kinds(lex, text, "Noor"), text

    assert failing_cases(one_case, list(itertools.product(HELD, NOUNS, TAILS))) == []


def test_a_name_put_down_or_a_duty_due_is_ahead(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == set()

    assert failing_cases(one_case, [
        ("Marcus", "Marcus puts his name down for the tug-of-war."),
        ("Joy", "Joy puts her name down for the Sunday fun run."),
        ("Sigrun", "Sigrun put her name down for the swim across the fjord."),
        (None, "You put your name down for the five-a-side."),
        ("Dmitri", "Dmitri is due on shift at six."),
        ("Amara", "Amara is due on duty at ten."),
        (None, "You're due on watch at midnight."),
        ("Cody", "Cody is due at swim practice at five."),
        ("Rosa", "Rosa's due on the night shift after Hugo."),
        ("Zara", "Zara is due at the gym at 0600 station time."),
        (None, "Bo fills no sandbags; a storm is due tonight."),
    ]) == []


def test_controls_the_meal_had_and_the_duty_held_now(lex) -> None:
    def one_case(observer, text, kind):
        assert kind in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Noor", "Noor has dinner with Jo.", "eat"),
        ("Noor", "Noor is having lunch in the staff room.", "eat"),
        ("Dmitri", "Dmitri is on shift at the depot.", "work"),
        ("Amara", "Amara is on duty in the ICU.", "work"),
        ("Marcus", "Marcus wins the tug-of-war against the Gauls.", "exercise"),
        ("Cody", "Cody is at swim practice.", "exercise"),
    ]) == []
