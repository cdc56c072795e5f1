"""A body cooled down after heat is no workout; a workout's cool down still is.

Session 35, round fresh181 (a Saharan desert camp): "the heat sickness passed once she got into
the shade and cooled down" was exercise (the bare term "cool down"). "cool down" is now an
exercise term only as a workout's: done ("does her cool down", "a ten-minute cool down"), on a
machine, by its laps or with its stretches, jog or walk; "cool-down" as a noun stays.
"""

from helpers import actual_kinds, failing_cases


def test_a_body_cooling_off_is_no_exercise(lex) -> None:
    def one_case(text):
        assert "exercise" not in actual_kinds(lex, text, "Priscilla"), text

    assert failing_cases(one_case, [
        "Priscilla no longer has a headache; the heat sickness passed once she got into the"
        " shade and cooled down.",
        "Priscilla sits in the shade until she cools down.",
        "Priscilla cooled down in the river after the heatwave.",
        "Priscilla cooled down after the argument.",
    ]) == []


def test_a_workouts_cool_down_is_exercise(lex) -> None:
    def one_case(text):
        assert "exercise" in actual_kinds(lex, text, "Priscilla"), text

    assert failing_cases(one_case, [
        "After the run, Priscilla does her cool down.",
        "After the run, Priscilla does a ten-minute cool down.",
        "Priscilla cooled down on the bike after the weights.",
        "Priscilla is cooling down on the treadmill.",
        "Priscilla does a slow cool-down after the intervals.",
    ]) == []
