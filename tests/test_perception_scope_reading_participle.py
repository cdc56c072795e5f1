"""A meal in a participle after a comma is the reader's own, beside the reading: "is reading a
book, sipping her tea", "reads the paper, munching on toast", "listens to the news, eating her
cereal" are actual. What is read about stays reported ("reads about a man drinking himself to
death"), and a participle after a speech verb is left to it (it may be the speaker's)."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

PEOPLE = ["Ana", "Kofi", "Mei", "Tomás"]
READING = ["is reading a book", "reads the morning paper", "listens to the news",
           "is reading a crime novel in which the detective is stabbed",
           "scrolls through the headlines", "is listening to a podcast"]
MEALS = {"sipping a cup of tea": "drink", "munching on toast": "eat",
         "eating an orange": "eat", "drinking a coffee": "drink"}


def test_a_meal_beside_the_reading_is_the_readers(lex):
    cases = [(f"{p} {r}, {m}.", p, k) for p, r, (m, k)
             in itertools.product(PEOPLE, READING, MEALS.items())]
    assert len(cases) == 96
    assert [t for t, p, k in cases if k not in actual_kinds(lex, t, p)] == []


@pytest.mark.parametrize("text,kind", [
    ("Ana reads about a man drinking himself to death.", "drink"),
    ("Ana reads an article about a runner eating twelve thousand calories a day.", "eat"),
])
def test_controls_what_is_read_about_stays_reported(lex, text, kind):
    assert kind not in actual_kinds(lex, text, "Ana")
