"""A waking denied until a later time is the sleep before it (session 30, round fresh133):
"doesn't wake until almost midnight", "didn't wake up till noon" (sleep terms "do n't wake
until" and the like); a future or a request ("won't wake until", "don't wake Bisi until
noon") is no sleep."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_a_waking_denied_until_later_is_sleep(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Bisi") == {"sleep"}

    cases = [
        "Bisi goes to bed at 9 a.m. after her 36-hour call and doesn't wake until almost midnight.",
        "Bisi didn't wake up till noon.",
        "Bisi does not wake until the alarm goes at six.",
        "Bisi doesn't wake up until her mother shakes her, at ten.",
        "After the night shift Bisi did not wake until the call to prayer.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Please don't wake Bisi until noon.",
    "Bisi won't wake until the drugs wear off.",
])
def test_a_future_or_request_not_to_wake_is_no_sleep(lex, text):
    assert "sleep" not in actual_kinds(lex, text, "Bisi")


def test_someone_elses_late_waking_is_theirs(lex):
    text = "Bisi's baby doesn't wake until five."
    assert actual_kinds(lex, text, "Bisi") == set()
    assert other_kinds(lex, text, "Bisi") == {"sleep"}
