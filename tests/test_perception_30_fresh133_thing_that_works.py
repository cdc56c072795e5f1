"""A thing that works, told in a relative clause, functions (session 30, round fresh133): "the
one fridge that still works", "the old radio which still works" are no one's work, as "the
torch works" was (``_thing_works``); a person before "that" keeps the work ("a cousin that
works at the bank")."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_thing_that_still_works_is_no_work(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Halima") == kinds

    cases = [
        ("Halima sips zobo at the porters' lodge, cold from the one fridge that still works.",
         {"drink"}),
        ("Halima plugs in the one kettle that still works.", set()),
        ("Halima swaps in the old radio which still works on batteries.", set()),
        ("Halima eats her rice by the only fan that works.", {"eat"}),
        ("Halima reads by the one lamp in the hostel that still works.", set()),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_person_that_works_keeps_the_work(lex):
    text = "Halima knows a cousin that works at the bank."
    assert actual_kinds(lex, text, "Halima") == set()
    assert other_kinds(lex, text, "Halima") == {"work"}
