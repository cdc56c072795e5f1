"""A thing that works, told in a relative clause, functions (session 30, round fresh133): "the
one fridge that still works", "the old radio which still works" are no one's work, as "the
torch works" was (``_thing_works``); a person before "that" keeps the work ("a cousin that
works at the bank")."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize("text, kinds", [
    ("Halima sips zobo at the porters' lodge, cold from the one fridge that still works.",
     {"drink"}),
    ("Halima plugs in the one kettle that still works.", set()),
    ("Halima swaps in the old radio which still works on batteries.", set()),
    ("Halima eats her rice by the only fan that works.", {"eat"}),
    ("Halima reads by the one lamp in the hostel that still works.", set()),
])
def test_a_thing_that_still_works_is_no_work(lex, text, kinds):
    assert actual_kinds(lex, text, "Halima") == kinds


def test_a_person_that_works_keeps_the_work(lex):
    text = "Halima knows a cousin that works at the bank."
    assert actual_kinds(lex, text, "Halima") == set()
    assert other_kinds(lex, text, "Halima") == {"work"}
