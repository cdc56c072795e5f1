"""Steps or stairs run as a workout are exercise in the progressive and kept up too, and a
stadium's or a grandstand's steps (session 34, round fresh168): "action: running the bleacher
steps, ten sets" and "is running the steps" had been none, their "be running" taking the words
first. Climbing them to a seat, running a stall, or someone else's run stay none."""

from helpers import actual_kinds, failing_cases


def test_steps_run_as_a_workout_are_exercise(lex) -> None:
    def one_case(text, observer):
        assert "exercise" in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Status report | agent: Wellington | place: quadra | action: running the bleacher "
         "steps, ten sets | mood: determined", "Wellington"),
        ("Lena is running the steps before breakfast.", "Lena"),
        ("Tom was running the stadium stairs at dawn.", "Tom"),
        ("Ana keeps running the steps until her legs shake.", "Ana"),
        ("You run the bleachers twice.", None),
    ]) == []


def test_steps_climbed_a_stall_run_or_anothers_run_are_not(lex) -> None:
    def one_case(text, observer):
        assert "exercise" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Lena climbs the stadium steps to her seat.", "Lena"),
        ("Tom is running the stall at the fair.", "Tom"),
        ("Tom is running the steps while Ana watches.", "Ana"),
        ("Ana wasn't running the steps today.", "Ana"),
    ]) == []
