"""Who did what: a row between someone the observer knows and a third person, told to the
observer in a speech tag, stays theirs even when a relative clause after it ("..., which they
eat together") names the observer in a "they": a subject pronoun after "which" past a comma is
the subject of a later relative clause, neither a party to the row nor an object pronoun that
would make the observer the owner's addressee."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OBSERVERS = ["Selin", "Marta", "Kofi"]
PAIRS = ["flatmate and her boyfriend", "brother and his landlord", "neighbours"]
ROWS = ["had a row", "argued", "had a screaming row", "had a fight"]
TAGS = ["she tells {o} over breakfast, which they eat together",
        "he tells {o} over coffee, which they drink on the steps"]


def test_a_reported_row_stays_theirs_past_a_relative_they(lex) -> None:
    def one_case(observer, pair, row, tag):
        text = f"{observer}'s {pair} {row} last night, {tag.format(o=observer)}."
        assert "conflict" not in actual_kinds(lex, text, observer), text

    cases = list(itertools.product(
        OBSERVERS, PAIRS, ROWS, TAGS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    # the observer's own row, named as its subject
    "Selin had a row with her flatmate last night, which they regret.",
    "Selin argues with her brother, and they sulk all evening.",
])
def test_controls_the_observers_own_row_stays_hers(lex, text):
    assert "conflict" in actual_kinds(lex, text, "Selin"), text


def test_the_shared_meal_after_the_tag_stays_the_observers(lex):
    text = ("Selin's flatmate and her boyfriend had a row last night, she tells Selin over "
            "breakfast, which they eat together.")
    assert "eat" in actual_kinds(lex, text, "Selin")
