"""A hyphen spaced each side between words is a dash: one dash between a denial and an event
ends the denial's scope ("Ana skipped lunch - she chatted with Leo for an hour" chats), as "—"
does. A pair of them sets off an aside inside the denial ("Nobody - not even Ana - slept"), and
a hyphen inside a word ("half-baked") is no dash.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

DENIALS = ["Ana didn't touch the curry", "Ana refused the cake", "Ana skipped lunch",
           "Ana never made it to the gym", "Ana declined the wine", "Ana had no breakfast",
           "Ana left her dinner untouched"]
DONE = [("drink", "she drank a glass of water"), ("socialize", "she chatted with Leo for an hour"),
        ("exercise", "she went for a run"), ("work", "she typed up the report"),
        ("sleep", "she went to sleep")]


def test_an_event_past_a_spaced_dash_is_done(lex) -> None:
    def one_case(denial, done):
        kind, words = done
        text = f"{denial} - {words}."
        assert kind in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(DENIALS, DONE))
    assert failing_cases(one_case, cases) == []


DENIED = [("Nobody - not even Ana - slept that night.", "sleep"),
          ("Ana didn't eat the half-baked bread.", "eat"),
          ("Ana didn't sleep a wink - not once.", "sleep"),
          ("Ana skipped lunch - and dinner.", "eat")]


@pytest.mark.parametrize("text,kind", DENIED)
def test_the_denied_event_stays_denied(lex, text, kind):
    assert kind not in actual_kinds(lex, text, "Ana"), text
