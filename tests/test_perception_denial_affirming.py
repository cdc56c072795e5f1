"""Denials that affirm: "not only eats the cake but also drinks the wine", "can't help smiling as
she eats her ice cream", "couldn't help but eat a second slice", "No sooner has Ana sat down
than she starts eating", "Never mind the rain, Ana goes for a run", "eats like there is no
tomorrow" tell the event done (exceptions to the negation, report and plan cues); so do an
approximate time ("At about noon Ana eats her lunch") and a thing not minded ("Ana, who
doesn't mind the cold, swims in the sea") beside the report cues "about" and "mind". A plain
denial stays one."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

PEOPLE = ["Ana", "Mei", "Priya"]
SHAPES = {"{S} not only eats the cake but also drinks the wine.": {"eat", "drink"},
          "{S} not just eats her lunch, she finishes the pudding too.": {"eat"},
          "{S} can't help smiling as she eats her ice cream.": {"eat"},
          "{S} couldn't help but eat a second slice.": {"eat"},
          "{S} cannot help humming while she swims her lengths.": {"exercise"},
          "No sooner has {S} sat down than she starts eating.": {"eat"},
          "Never mind the rain, {S} goes for a run.": {"exercise"},
          "{S} eats like there is no tomorrow.": {"eat"}}


def test_denials_that_affirm_tell_the_event(lex):
    cases = [(sh.format(S=p), p, k) for (sh, k), p in itertools.product(SHAPES.items(), PEOPLE)]
    assert [t for t, p, k in cases if not k <= actual_kinds(lex, t, p)] == []


@pytest.mark.parametrize("text,kind", [
    ("Ana didn't eat.", "eat"),
    ("Ana can't eat a thing.", "eat"),
    ("Ana will have dinner tomorrow.", "eat"),
    ("Ana never goes for a run in the rain.", "exercise"),
])
def test_controls_a_plain_denial_or_plan_stays(lex, text, kind):
    assert kind not in actual_kinds(lex, text, "Ana")


APPROXIMATE = {"At about noon {S} eats her lunch.": "eat",
               "{S} swims for about an hour.": "exercise",
               "After about ten minutes {S} falls asleep.": "sleep",
               "{S}, who doesn't mind the cold, swims in the sea.": "exercise",
               "{S} doesn't mind the rain and runs her usual 5k.": "exercise"}


def test_an_approximate_time_or_a_thing_not_minded_is_no_report(lex):
    cases = [(sh.format(S=p), p, k) for (sh, k), p in itertools.product(APPROXIMATE.items(),
                                                                         PEOPLE)]
    assert [t for t, p, k in cases if k not in actual_kinds(lex, t, p)] == []


def test_control_what_is_read_about_stays_a_report(lex):
    assert "eat" not in actual_kinds(lex, "Ana reads about a man who ate forty eggs.", "Ana")
