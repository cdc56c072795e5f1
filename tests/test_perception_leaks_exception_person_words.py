"""A person word that is also an exception ("firefighter", "ski instructor", "knife thrower":
no fire, no skiing, no knife named) still names someone: "a wave knocks the firefighter
overboard" befalls the firefighter, "the ski instructor eats a sandwich" is the instructor's
meal. Before session 22 the exception hid the person, so the act had no subject and went to
the observer. A job told as who someone is is no work on a day off ("Ravi is a firefighter,
but today is his day off"), as a retired one is none."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize("text,kind", [
    ("A wave knocks the firefighter overboard.", "danger"),
    ("The firefighter eats.", "eat"),
    ("The ski instructor eats a sandwich.", "eat"),
    ("The firefighters sleep.", "sleep"),
])
def test_an_exception_person_word_is_someone(lex, text, kind):
    assert kind not in actual_kinds(lex, text, "Will"), text
    assert kind in other_kinds(lex, text, "Will"), text


@pytest.mark.parametrize("text,kinds", [
    ("Ravi is a firefighter, but today is his day off and he is sorting out his sock drawer.",
     set()),
    ("Ravi is a nurse on leave.", set()),
    ("Ravi is a firefighter.", {"work"}),
    ("Ravi is a nurse.", {"work"}),
])
def test_a_job_on_a_day_off_is_no_work(lex, text, kinds):
    assert actual_kinds(lex, text, "Ravi") == kinds, text
