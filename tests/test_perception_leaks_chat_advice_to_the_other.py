"""In a dialogue, a command the observer types in their own turn is advice to the one they
answer, not what they do: "Rosa: migraine. Hamid: oh no, rest up", "Hamid: get some sleep",
"Hamid: eat something!" leave the rest, the sleep and the meal undone (planned), while the
reply is still company. Before session 22 they were the observer's. A log line of the
observer's own, with no one else's turn before it ("Hamid: rest up" alone), or a past or an
"-ing" in their turn ("Hamid: slept badly", "Hamid: eating porridge"), stays theirs."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_advice_in_the_observers_turn_is_not_done(lex) -> None:
    def one_case(text, kind):
        kinds = actual_kinds(lex, text, "Hamid")
        assert kind not in kinds and "socialize" in kinds, text

    cases = [
        ("[09:15] Rosa: ugh, migraine [09:15] Hamid: oh no, rest up", "rest"),
        ("Rosa: migraine. Hamid: rest up", "rest"),
        ("Rosa: migraine. Hamid: get some sleep", "sleep"),
        ("Rosa: migraine. Hamid: drink some water and lie down", "drink"),
        ("Rosa: migraine. Hamid: drink some water and lie down", "rest"),
        ("Rosa: so hungry. Hamid: eat something!", "eat"),
        ("Rosa: tired. Hamid: go to bed", "rest"),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kinds", [
    ("Hamid: rest up", {"rest"}),
    ("Rosa: morning. Hamid: slept badly", {"sleep", "socialize"}),
    ("Rosa: morning. Hamid: eating porridge", {"eat", "socialize"}),
    # an adverb before the -ing is no advice opener: the task is his own, a team channel's work
    ("[team chat] Rosa: is the deck done? Hamid: nearly, just fixing the charts. Rosa: ok",
     {"work"}),
])
def test_the_observers_own_log_lines_stay(lex, text, kinds):
    assert actual_kinds(lex, text, "Hamid") == kinds, text
