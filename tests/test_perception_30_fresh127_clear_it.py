"""A plate, a bowl or a tray of food cleared is eaten (session 30, round fresh127): "clear" joins
the verbs that eat a food named before them with "it" ("loads a tray with lapskaus and clears
it in ten minutes flat"); the one who clears it eats, and clearing things away is no meal."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_dish_of_food_cleared_is_eaten(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Callum") == {"eat"}

    cases = [
        "You load a tray with lapskaus and two slices of brown bread and clear it in ten minutes.",
        "Callum piles a plate with stew and clears it.",
        "Callum is handed a bowl of soup and clears it in minutes.",
        "Callum gets a plate of fish cakes from the galley and clears it before the briefing.",
        "Callum fills a bowl with porridge and clears it standing up.",
    ]
    assert failing_cases(one_case, cases) == []


def test_the_one_who_clears_it_eats(lex):
    text = "Callum brings Tom a bowl of soup and he clears it."
    assert actual_kinds(lex, text, "Callum") == set()
    assert other_kinds(lex, text, "Callum") == {"eat"}


def test_plates_cleared_away_are_no_meal(lex):
    text = "Callum carries the plates to the sink and clears them away."
    assert actual_kinds(lex, text, "Callum") == set()
