"""Who did what: after the observer's own log label and a colon, a time stamp and someone else as
the subject ("Ana's log: 14:00 the station doctor chatted with the new arrivals") make the talk
that person's; the observer's own line ("Ana's log: 14:00 chatted with ...", "... 14:00 I
chatted") keeps it (negative control)."""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

LABELS = ["Ana's log", "Ana's radio log", "Ana's notes"]
TIMES = ["14:00", "06:40", "9.15"]
OTHERS = ["the station doctor", "the cabin steward", "Bjorn"]
ACTS = {"socialize": "chatted with the new arrivals", "conflict": "argued with the purser"}


def test_someone_else_after_a_logged_time_is_the_party(lex) -> None:
    def one_case(label, time, other, kind):
        assert kind not in actual_kinds(lex, f"{label}: {time} {other} {ACTS[kind]}.", "Ana")

    cases = list(itertools.product(LABELS, TIMES[:2], OTHERS, ACTS))
    assert failing_cases(one_case, cases) == []


def test_the_observers_own_logged_line_keeps_the_act(lex) -> None:
    def one_case(label, time, kind):
        assert kind in actual_kinds(lex, f"{label}: {time} I {ACTS[kind]}.", "Ana")
        if "log" in label:  # (a bare line after "notes:" is read as it was before)
            assert kind in actual_kinds(lex, f"{label}: {time} {ACTS[kind]}.", "Ana")

    cases = list(itertools.product(LABELS, TIMES[:2], ACTS))
    assert failing_cases(one_case, cases) == []
