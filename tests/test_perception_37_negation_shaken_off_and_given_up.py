"""A habit given up or sworn off is no act.

Session 37, round negation: "give up" was a negation cue only with "on", so "has given up vodka"
drank. "give up" and "swear off" deny the few words after them now; what comes well after is
untouched ("gave up his seat to an old lady and ate his sandwich standing"). "shake off" was
tried as a recovery and dropped: "To shake off the exam nerves, ..." is a purpose.
"""

from helpers import actual_kinds, failing_cases


def test_a_habit_given_up_is_denied(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Luca") == kinds, text

    assert failing_cases(one_case, [
        ("Luca has given up vodka.", set()),
        ("Luca swore off beer after the party.", set()),
    ]) == []


def test_acts_past_the_reach_are_unchanged(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Luca") == kinds, text

    assert failing_cases(one_case, [
        ("Luca hasn't shaken off the bug yet, and he coughs all night.", {"illness"}),
        ("Luca gave up his seat to an old lady and ate his sandwich standing.", {"eat"}),
        ("Luca has the flu.", {"illness"}),
    ]) == []
