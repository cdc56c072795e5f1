"""Who did what: a group named by a label with a number ("two Year 7s", "the U15s", "the
under-12s") is someone else, the subject of the verb after it, as a noun phrase of unknown words
is; the observer next to them does not get their meal, drink or nap."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

GROUPS = ["two Year 7s", "three Year 9s", "the U15s", "the under-12s", "the Year 10s",
          "four U11s"]
OPENERS = ["{o} marks essays; behind her {g}", "{o} reads while {g}", "Beside {o}, {g}",
           "{o} is digging through the lost-property cupboard; across the room {g}"]
ACTS = [("eat", "are munching biscuits"), ("drink", "are slurping juice from cartons"),
        ("eat", "eat their packed lunches"), ("sleep", "fall asleep on the coach")]


def test_a_numbered_group_is_someone_else(lex) -> None:
    def one_case(group, opener, act, observer):
        kind, tail = act
        text = f"{opener.format(o=observer, g=group)} {tail}."
        assert kind not in actual_kinds(lex, text, observer), text

    cases = list(itertools.product(
        GROUPS, OPENERS, ACTS, ["Ana", "Kwabena"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    # the observer with such a group, or numbers that name a time
    ("Ana eats lunch with two Year 7s.", "eat"),
    ("Ana eats lunch with the U15s.", "eat"),
    ("Ana and two Year 7s eat lunch.", "eat"),
    ("Ana teaches two Year 7 classes and then eats lunch.", "eat"),
    ("At 7 Ana eats breakfast.", "eat"),
    ("At 7pm Ana eats dinner.", "eat"),
])
def test_controls_the_observers_own_doing(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text,kind", [
    # a number alone after a capitalised word is a designation, a name: still someone else
    ("Mira noticed that Bot 12 was nearly run over.", "danger"),
    ("Mira notices that Unit 7 is nearly hit by a bus.", "danger"),
    ("Mira notices that Drone 4 is eating a sandwich.", "eat"),
])
def test_a_designation_with_a_number_is_someone_else(lex, text, kind):
    assert kind not in actual_kinds(lex, text, "Mira"), text
