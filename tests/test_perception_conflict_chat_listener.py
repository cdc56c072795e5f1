"""Session 23 (leaks): in someone else's chat turn, the row belongs to the speaker's side.

Two shapes reported another speaker's news as the observer's own row:

* a lexicon phrase holding a first-person word ("punch me", "call me a liar", "tear into me")
  said in someone else's turn: "me" is that speaker, as "I" in the turn already is
  (perception._speaker_in_phrase);
* the observer hailed by name at the head of someone else's turn, before the news's own
  subject ("Tom: Ana, Pedro is fighting with Leo outside!"): the listener, no party
  (perception._addressed_in_turn).

The observer's own turn, a "you" in the news, and a command to the observer stay as they were.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Ana"


@pytest.mark.parametrize("text", [
    "Tom: Pedro punched me.",
    "Tom: Pedro just called me a liar!",
    "[12:01] Tom: the boss tore into me today",
    "Tom: Pedro had a go at me. Ana: what a jerk",
])
def test_a_me_in_another_speakers_turn_is_the_speaker(lex, text):
    assert "conflict" not in actual_kinds(lex, text, OBSERVER)
    assert "conflict" in other_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "Tom: Ana, Pedro just called me a liar! Ana: Ignore him.",
    "Tom: Ana, Pedro is fighting with Leo outside!",
    "Tom: Ana, the boss yelled at Leo again.",
    "Tom: Ana, Leo and Pedro are arguing again.",
])
def test_the_observer_hailed_in_another_turn_is_the_listener(lex, text):
    assert "conflict" not in actual_kinds(lex, text, OBSERVER)
    assert "conflict" in other_kinds(lex, text, OBSERVER)


def test_the_observers_own_rows_stay(lex) -> None:
    def one_case(text):
        observer = None if text.startswith("Pedro") else OBSERVER
        assert "conflict" in actual_kinds(lex, text, observer)

    cases = [
        "Ana: Pedro punched me.",
        "Ana: Tom, Pedro punched me.",
        "Tom: hi. Ana: Pedro called me a liar!",
        "Pedro called me a liar.",
        "Tom: Ana, you were fighting with Pedro again.",
        "Tom: Ana, Pedro and you argued all night.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_command_to_the_observer_stays_theirs_and_planned(lex):
    assert "eat" in other_kinds(lex, "Tom: Ana, eat something!", OBSERVER)
    assert "eat" not in actual_kinds(lex, "Tom: Ana, eat something!", OBSERVER)
