"""A camper's bed crashed in, dropped off in or woken up in (session 30, round fresh129): a
tent or a bivvy is a bed for "crash in", "pass out in", "drop off in" and "wake up in", as a
bunk or a hammock is ("crashed in her tent instead"); a tent crashed into names no bed."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_tent_is_a_bed_to_crash_in(lex) -> None:
    def one_case(text, observer):
        assert actual_kinds(lex, text, observer) == {"sleep"}

    cases = [
        ("Sophie skipped the 3am set and crashed in her tent instead.", "Sophie"),
        ("You crash in the tent at 4am.", None),
        ("Sophie passes out in her bivvy after the rave.", "Sophie"),
        ("Sophie wakes up in the tent at noon.", "Sophie"),
        ("Sophie drops off in her tent before the headliner.", "Sophie"),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_tent_crashed_into_is_no_bed(lex):
    assert "sleep" not in actual_kinds(lex, "Sophie crashed into a tent with her bike.",
                                       "Sophie")
