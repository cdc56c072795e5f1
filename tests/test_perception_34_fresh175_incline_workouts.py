"""A treadmill's or a bench's incline work is a workout, the observer's own.

Session 34, round fresh175 (a mountain rescue team's winter weekend): a status line's "action:
incline intervals on the treadmill, 40 min" had its "intervals" given to someone else, the
word "incline" before it read as another's act. "incline intervals / walk / walking / sprints /
press / bench press" are now the workout's own terms, so the observer did them. "incline" alone
is a slope ("walks up the incline to the car park" is a walk, no workout); someone else's
intervals stay theirs.
"""

from helpers import actual_kinds, failing_cases


def test_incline_work_is_the_observers_workout(lex) -> None:
    def one_case(text):
        assert "exercise" in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Status report | agent: Ana | place: hotel gym | action: incline intervals, 30 min"
        " | mood: tired",
        "Status report | agent: Ana | place: gym | action: incline walking on the treadmill"
        " | mood: ok",
        "Ana did incline sprints on the treadmill before work.",
        "Ana is doing the incline bench press with a spotter.",
    ]) == []


def test_an_incline_alone_or_someone_elses_is_no_workout_of_hers(lex) -> None:
    def one_case(text):
        assert "exercise" not in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "The lane climbs a steep incline past the farm.",
        "Ana walks up the incline to the car park.",
        "Tom is doing incline intervals on the treadmill.",
        "Ana pushes the pram up the incline.",
    ]) == []
