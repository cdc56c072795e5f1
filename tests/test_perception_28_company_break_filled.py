"""A break a meal or a drink fills (session 28, round company): "is on her break eating a
flapjack" is the meal only, as the labelled sets label such breaks (rest `filled_breaks`); a
break with nothing eaten or drunk in it, someone else's meal after a name, or a meal in a
later sentence keeps the rest."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_break_filled_by_a_meal_or_a_drink_is_that_meal_or_drink(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ada") == kinds

    cases = [
        ("Ada is on her break eating a sandwich.", {"eat"}),
        ("While Ada was on her break, eating noodles in the staff room, the alarm went off.",
         {"eat"}),
        ("Ada is on her smoko, wolfing a pie.", {"eat"}),
        ("Ada is on her coffee break, sipping a latte by the window.", {"drink"}),
        ("Ada takes her break and eats a pie.", {"eat"}),
        ("Ada is on her tea break, drinking coffee with Tom.", {"drink", "socialize"}),
        ("Ada is on break drinking tea @ depot: canteen", {"drink"}),
        ("Ada is on her lunch break at the quarry, eating a pasty in the cab.", {"eat"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_break_with_no_meal_of_her_own_stays_rest(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ada") == {"rest"}

    cases = [
        "Ada is on her break.",
        "Ada is on her break, reading a novel.",
        "Ada is on break @ depot: canteen",
        "Ada is on her break while Tom eats a pie.",
        "Ada is on her break and Tom eats a pie.",
    ]
    assert failing_cases(one_case, cases) == []


def test_someone_elses_meal_after_her_break_is_theirs(lex):
    text = "Ada is on her break while Tom eats a pie."
    assert other_kinds(lex, text, "Ada") == {"eat"}


def test_a_meal_in_the_next_sentence_leaves_the_break_a_rest(lex):
    text = "Ada is on her break; later she eats a pie."
    assert actual_kinds(lex, text, "Ada") == {"rest", "eat"}


def test_a_seat_with_a_drink_names_no_break_and_stays_rest(lex):
    text = "Ada sits on the veranda with a cup of tea."
    assert actual_kinds(lex, text, "Ada") == {"rest", "drink"}
