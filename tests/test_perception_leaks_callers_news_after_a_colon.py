"""A "he" or "she" right after the colon that closes a call's or a message's clause ("Her
sister phones Ines: she ran a marathon", "Mum rings Ines: she's had a fall") is the caller, who
tells the news, as the speaker of a speech verb is ("Freya tells her manager she has a
migraine"). Before session 22 the nearest name of the same gender, the observer called, took
the news for their own. The caller who is the observer keeps it ("Ines rings the surgery: she
has a fever")."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize("text,kind", [
    ("Her sister phones Ines: she ran a marathon.", "exercise"),
    ("Her sister phones Ines: she had a screaming row with the landlord.", "conflict"),
    ("Her sister phones Ines: she was caught in a flash flood.", "danger"),
    ("Mum rings Ines: she's had a fall.", "injury"),
])
def test_the_callers_news_is_the_callers(lex, text, kind):
    assert kind not in actual_kinds(lex, text, "Ines"), text


@pytest.mark.parametrize("text,kinds", [
    ("Ines rings the surgery: she has a fever.", {"illness"}),
    ("Tom phones Ines: he ran a marathon.", {"socialize"}),
])
def test_the_observer_calling_keeps_their_news(lex, text, kinds):
    assert actual_kinds(lex, text, "Ines") == kinds, text


def test_the_caller_is_named_as_the_one_who_ran(lex):
    assert "exercise" in other_kinds(lex, "Her sister phones Ines: she ran a marathon.", "Ines")
