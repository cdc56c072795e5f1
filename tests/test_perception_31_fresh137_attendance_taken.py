"""Attendance taken is a teacher's task, as "take the register" is (session 31, round
fresh137): "Mr. Lee is taking attendance @ classroom 2-5" is his work; someone else taking it
is theirs. Not "take roll" ("the take rolls on" is a film take).
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Lee"


def test_attendance_taken_is_work(lex) -> None:
    def one_case(verb, tail):
        assert actual_kinds(lex, f"Lee {verb}{tail}", OBSERVER) == {"work"}

    cases = list(itertools.product(
        ["is taking attendance", "takes attendance", "took the attendance",
         "has just taken attendance"],
        [".", " @ classroom 2-5", " before the exam.", " in the gym."]))
    assert failing_cases(one_case, cases) == []


def test_someone_else_taking_attendance_is_theirs(lex) -> None:
    text = "Lee's deputy is taking attendance while Lee eats his lunch."
    assert actual_kinds(lex, text, OBSERVER) == {"eat"}
    assert "work" in other_kinds(lex, text, OBSERVER)


def test_controls_a_film_take_rolling_is_no_task(lex) -> None:
    assert actual_kinds(lex, "Lee waits off set while the take rolls on.", OBSERVER) == set()
