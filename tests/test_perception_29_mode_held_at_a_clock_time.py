"""A thing held for a clock time (session 29, round mode): "has yoga at 6", "'s got a shift at
noon" name the time set for it, as "has yoga on Friday" does; the clock time reaches back only
to a thing held with a present "has", so a meal or a break "had" at a time, the simple present,
the progressive and a start keep telling what happens."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_thing_held_for_a_clock_time_is_ahead(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ada") == set()

    cases = [
        "Ada has yoga at 6.",
        "Ada has rugby at 4.",
        "Ada has a swim at 7.",
        "Ada has got a shift at noon.",
        "Ada has spin class at midday.",
        "Ada has football at half past four.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_meal_had_or_an_event_told_at_a_clock_time_happens(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ada") == kinds

    cases = [
        ("Ada has a coffee at 10.", {"drink"}),
        ("Ada has her lunch at 12 and then naps.", {"eat", "sleep"}),
        ("Ada swims at 6.", {"exercise"}),
        ("At 6 Ada has yoga.", {"exercise"}),
        ("Ada usually eats at noon, but today she is eating a sandwich at 9.", {"eat"}),
        ("Ada has yoga at 6, then she eats a sandwich.", {"eat"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_clock_time_reaches_no_event_in_another_clause(lex):
    text = "Ada plays five-a-side with Tom, and Tom has rugby at 6."
    assert actual_kinds(lex, text, "Ada") == {"exercise"}  # Ada's game is now
    assert other_kinds(lex, text, "Ada") == {"exercise"}  # Tom's rugby, ahead
