"""Who did what: an owned noun the lexicon has no person word for, before "is" or "are" and an
``-ing`` form ("her date is already eating", "Ana's date is drinking"), is the subject of that
progressive, as it is of a finite verb ("Selma's co-star eats"): not the owner's doing."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OWNERS = ["Ana's", "her"]
NOUNS = ["date", "roomie", "flatmate's boyfriend", "lodger"]
PROGRESSIVES = [("eat", "is already eating"), ("drink", "is drinking"), ("sleep", "is sleeping"),
                ("eat", "is happily eating"), ("sleep", "is asleep in the back")]


def test_the_owned_noun_is_the_progressives_subject(lex) -> None:
    def one_case(owner, noun, prog):
        kind, tail = prog
        text = f"Ana has ordered the lamb; {owner} {noun} {tail}."
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(OWNERS, NOUNS, PROGRESSIVES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    ("Ana's day is spent eating cake.", "eat"),
    ("Ana's stomach is rumbling and she is eating.", "eat"),
    ("Ana is eating.", "eat"),
    ("Ana is asleep in the back.", "sleep"),
])
def test_controls_the_owners_own_doing(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana"), text
