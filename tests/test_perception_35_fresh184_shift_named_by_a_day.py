"""A shift named by a day before or after now, or with no article as a time, is not worked now.

Session 35, round fresh184 (a city bus depot and its night routes): "too stiff after yesterday's
double shift" and "twenty minutes on the exercise bike before shift" had counted the shift as
work. A shift (or a meeting) after one of the day possessives of work's ``not_after``
("yesterday's", "last night's", "tomorrow's") is a memory or a plan, as exercise's "yesterday's
run"; "before shift" and "after shift" are reference cues as "before the shift" was. A thing
dreaded is ahead, no framed task ("dreads tomorrow's early shift"). A shift one is on, starts,
works or covers stays work.
"""

from helpers import actual_kinds, failing_cases


def test_a_shift_named_as_another_time_is_no_work(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Dmitri") == kinds, text

    assert failing_cases(one_case, [
        ("Dmitri is too stiff after yesterday's double shift to run.", set()),
        ("Dmitri naps after last night's shift.", {"sleep"}),
        ("Dmitri dreads tomorrow's early shift.", set()),
        ("Dmitri does twenty minutes on the bike before shift.", {"exercise"}),
        ("Dmitri swims ten lengths after shift.", {"exercise"}),
    ]) == []


def test_a_shift_worked_now_stays_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Dmitri") == {"work"}, text

    assert failing_cases(one_case, [
        "Dmitri is on the night shift.",
        "Dmitri starts his shift at the depot.",
        "Dmitri works a double shift today.",
        "Dmitri covers Tom's shift.",
    ]) == []
