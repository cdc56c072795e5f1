"""What one is short of or low on was not had.

Session 38, round fresh201: "you're not, just short on sleep after the baile" had read as
sleep. The negation cues (core/cues.yaml) now hold "short on", "short of" and "low on" with a
reach of two words; an act told after them is still done.
"""

from helpers import actual_kinds, failing_cases


def test_short_on_sleep_is_no_sleep(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == set(), text

    assert failing_cases(one_case, [
        (None, "You're short on sleep after the baile."),
        (None, "You're a bit short of sleep."),
        (None, "You're low on sleep this week."),
        ("Ana", "Ana is short on sleep and on patience."),
    ]) == []


def test_acts_after_it_stay(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Ana", "Ana is short of food, so she eats the last biscuit.", {"eat"}),
        ("Ana", "Ana stops just short of the summit and eats her lunch.", {"eat"}),
        ("Ana", "Ana is low on water and drinks the last of it.", {"drink"}),
        ("Ana", "Ana slept for ten hours; she was short on sleep.", {"sleep"}),
    ]) == []
