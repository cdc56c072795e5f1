"""A loop run by its name, a distance or a habit is exercise, past the exception "run the".

Session 34, round fresh171 (a crown court trial): "You run the five-mile towpath loop at six"
had been nothing, since "run the" (the shop, the meeting run) is an exception and the loop's
object never reached. Now the terms "run the loop", "run the park loop", "run her usual loop"
and "run the" + a count, a place or a habit word + a distance, a loop or laps ("runs the 5 km
trail loop", "running the harbour loop", "ran the five miles home") read it. A shop, the
accounts or a bath run stay none, someone else's loop is theirs, and a loop planned or denied
is no run now.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_loop_run_is_exercise(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == {"exercise"}, text

    assert failing_cases(one_case, [
        "You run the five-mile towpath loop at six in the morning.",
        "Ana ran the three-mile loop round the reservoir before breakfast.",
        "Ana runs the ten km loop on Sundays.",
        "Ana ran the park loop twice.",
        "Ana runs her usual loop before the school run.",
        "I ran the loop again after lunch.",
        "Ana runs the four laps of the field.",
        "Ana runs the 5 km trail loop around the reservoir before the gates open.",
        "You run the harbour loop in the sleet.",
        "Ana runs the same loop every morning.",
        "Ana ran the five miles home from the station.",
    ]) == []


def test_other_things_run_are_no_loop(lex) -> None:
    def one_case(text):
        assert "exercise" not in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana runs the shop on Saturdays.",
        "Ana runs the bath for the kids.",
        "Ana runs the two sets of accounts side by side.",
        "Ana runs the three reps of the test suite again.",
        "Ana runs the two shops and the five-mile delivery round.",
        "Ana will run the five-mile loop tomorrow.",
        "Ana didn't run the park loop this week.",
        "Ana plays the song on a loop.",
        "Ana runs the village shop.",
        "Ana runs the usual checks on the boiler.",
        "Ana runs the park café at weekends.",
    ]) == []


def test_someone_elses_loop_is_theirs(lex) -> None:
    def one_case(text):
        assert "exercise" not in actual_kinds(lex, text, "Ana"), text
        assert "exercise" in other_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Tom runs the five-mile loop while Ana rests.",
        "Ana waits at the gate while her brother runs the park loop.",
    ]) == []
