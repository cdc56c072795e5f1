"""Two scope rules from round fresh132 (session 30, a bushfire season).

A report or a lesson inside a relative clause set off by commas ("Jarrah, who's begun coaching
the under-15s, is jogging laps") is that clause's, as a plan there already was: the main
clause's act is done now. A brigade's shed, hall or depot named for the hazard ("the fire
shed") is a building, no fire (``threat.not_before``)."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_report_inside_a_comma_relative_clause_leaves_the_main_act_actual(lex) -> None:
    def one_case(text, observer, kinds):
        assert actual_kinds(lex, text, observer) == kinds

    cases = [
        ("Jarrah, who's begun coaching the under-15s, is jogging laps of the oval alongside them.",
         "Jarrah", {"exercise"}),
        ("Tomas, who coaches the rowing eight, is rowing on the river this morning.", "Tomas",
         {"exercise"}),
        ("Mele, who teaches swimming at the pool, is eating a pie in the car.", "Mele",
         {"eat", "work"}),
        ("Lena, who recounts the story of the flood to everyone, is drinking tea.", "Lena",
         {"drink", "socialize"}),
        ("Ola, who describes how she swam the channel, eats a sandwich.", "Ola",
         {"eat", "socialize"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_lesson_in_the_main_clause_still_reports_its_act(lex):
    assert actual_kinds(lex, "Mele teaches swimming at the pool.", "Mele") == {"work"}


def test_a_brigade_shed_named_for_the_fire_is_no_fire(lex) -> None:
    def one_case(text, observer, kinds):
        assert actual_kinds(lex, text, observer) == kinds

    cases = [
        ("You finally wake after five hours on the floor of the fire shed, a folded hi-vis jacket "
         "under your head.", None, {"sleep"}),
        ("Gus sleeps in the fire hall after the callout.", "Gus", {"sleep"}),
        ("Gus is eating lunch at the fire depot.", "Gus", {"eat"}),
        ("Gus drinks a mug of tea in the fire shed.", "Gus", {"drink"}),
        ("Gus naps in the storm shed.", "Gus", {"sleep"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_burning_shed_is_still_a_fire(lex):
    assert actual_kinds(lex, "Fire! The shed is burning and Gus is trapped.", "Gus") == {"danger"}
