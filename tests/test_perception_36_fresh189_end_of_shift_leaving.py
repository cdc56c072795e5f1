"""The end of a shift is when one leaves, not work now, when a verb of leaving or of dressing to
leave comes before it in its sentence (session 36, round fresh189: work's `as_time.leaving` and
`leaving_before` in the lexicon): "Priscilla is zipping up her parka at the end of her shift",
"walks out to her car at the end of her shift", "Collecting her coat at the end of her shift,
...". One's own clothes zipped or buttoned at a workplace's status line are no task either.
Controls: a task at the end of a shift keeps the job ("is mopping the floor at the end of her
shift", "logging off at the end of your shift").
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_leaving_at_the_end_of_a_shift_is_no_work(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, "Priscilla"), text

    cases = ["Priscilla is zipping up her parka at the end of her shift @ ER: main doors; beside "
             "her a security guard gulps coffee from a paper cup",
             "Priscilla turns down the slice of birthday cake the unit clerk offers and walks out "
             "to her car at the end of her shift.",
             "Collecting her coat at the end of her shift, Priscilla sees the supervisor "
             "shouting at a trainee.",
             "Priscilla heads home at the end of a long shift.",
             "Priscilla is zipping up her parka @ warehouse: loading bay"]
    assert failing_cases(one_case, cases) == []


def test_controls_a_task_at_the_end_of_a_shift_stays_work(lex) -> None:
    def one_case(text):
        assert "work" in actual_kinds(lex, text, "Priscilla"), text

    cases = ["Priscilla is mopping the floor at the end of her shift.",
             "Priscilla kept stacking pallets until the end of her shift.",
             "Priscilla checks the defibrillator at the start of her shift."]
    assert failing_cases(one_case, cases) == []
