""""'s been" is "has been" to the lexicon's perfect phrases (session 30, round fresh127): "Liv's
been run off her feet" is the observer's busy working day, as "Liv has been run off her feet"
is; the name before it stays the clause's subject, and "'s" as an owner is untouched."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_names_s_been_is_the_perfect_of_a_working_idiom(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Liv") == {"work"}

    cases = [
        "Liv's been run off her feet in the sick bay since the flu hit the platform.",
        "Liv's been snowed under at the depot.",
        "Liv's been flat out at the clinic all week.",
        "Liv's been rushed off her feet all day at the kiosk.",
        "Liv's been run ragged at the harbour all week.",
    ]
    assert failing_cases(one_case, cases) == []


def test_someone_elses_s_been_stays_theirs(lex):
    text = "Tom's been run off his feet, Liv says."
    assert actual_kinds(lex, text, "Liv") == set()
    assert other_kinds(lex, text, "Liv") == {"work"}


def test_a_cold_thats_been_doing_the_rounds_is_no_round(lex):
    text = "Your head pounds. You've caught the cold that's been doing the rounds of the dorm."
    assert actual_kinds(lex, text) == set()
