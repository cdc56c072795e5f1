"""A purpose after a comma ("..., so she can have lunch") is still ahead.

Session 38, round fresh201: the clause breaker ", so" (core/breakers.yaml) took the "so" of
the planned cue "so she can", so "is waiting for the pressure cooker to whistle, so she can have
lunch" read the lunch as eaten. The planned cues now hold ", so she can" and ", so that she
can" (each subject pronoun); a result told after ", so" stays done.
"""

from helpers import actual_kinds, failing_cases


def test_a_purpose_after_a_comma_is_ahead(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == set(), text

    assert failing_cases(one_case, [
        ("Ketlyn", "Ketlyn is waiting for the pressure cooker to whistle, so she can have lunch."),
        ("Ketlyn", "Ketlyn puts the kettle on, so she can have a cup of tea."),
        ("Ketlyn", "Ketlyn puts the rice on, so that she can have lunch."),
        (None, "You hurry home, so you can eat before the match."),
        (None, "We leave early, so we can swim before dark."),
    ]) == []


def test_a_result_after_a_comma_stays_done(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Ketlyn", "Ketlyn is hungry, so she eats a sandwich.", {"eat"}),
        (None, "You're tired, so you go to bed.", {"rest"}),
        (None, "You finish the dishes, so you can finally sit down, and you drink a beer.",
         {"drink"}),
    ]) == []
