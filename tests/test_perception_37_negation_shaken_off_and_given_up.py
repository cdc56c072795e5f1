"""An ailment shaken off is over; a habit given up or sworn off is no act.

Session 37, round negation: "recover from" and "get over" were negation cues, "shake off" was
not, so "Luca has shaken off the cough that kept him in bed all week" was an illness now; "give
up" was one only with "on", so "has given up vodka" drank. "shake off", "give up" and "swear
off" (the last two only over the few words after them) deny now. "hasn't shaken off the bug"
stays ill (an exception cancels the pair), and what comes well after "give up" is untouched
("gave up his seat to an old lady and ate his sandwich standing").
"""

from helpers import actual_kinds, failing_cases


def test_shaken_off_or_given_up_is_denied(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Luca") == kinds, text

    assert failing_cases(one_case, [
        ("Luca has shaken off the cough that kept him in bed all week.", set()),
        ("Luca shook off the flu in two days.", set()),
        ("Luca has given up vodka.", set()),
        ("Luca swore off beer after the party.", set()),
    ]) == []


def test_a_denied_recovery_and_acts_past_the_reach_are_unchanged(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Luca") == kinds, text

    assert failing_cases(one_case, [
        ("Luca hasn't shaken off the bug yet, and he coughs all night.", {"illness"}),
        ("Luca gave up his seat to an old lady and ate his sandwich standing.", {"eat"}),
        ("Luca has the flu.", {"illness"}),
    ]) == []
