"""Who did what in chat logs: the recipient after a sender's arrow ("[DM] Tom → Ana: ...") is no
party to what the message tells, a capitalised speaker after a time stamp is a speaker even when
the name is also a word ("[12:01] Tom: ..."), and the observer's own speaker tag opening a later
line is no party to an earlier line's row."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

SENDERS = ["Tom", "Mia", "Grace", "Jack"]
ROWS = ["had a huge row with my landlord", "got into a fight at the pub",
        "argued with my boss all morning"]
SHAPES = ["[DM] {s} → Ana: {r}", "[12:01] {s}: {r}\n[12:02] Ana: nice",
          "[09:14] {s}: {r}\n[09:15] Ana: oh no"]


def test_a_row_told_in_a_chat_line_is_the_senders(lex) -> None:
    def one_case(sender, row, shape):
        text = shape.format(s=sender, r=row)
        assert "conflict" not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(SENDERS, ROWS, SHAPES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    # the observer named in the line, or spoken to as a party
    ("[12:01] Tom: had a huge row with Ana\n[12:02] Ana: nice", "conflict"),
    ("[12:01] Tom: chatting with you was fun\n[12:02] Ana: nice", "socialize"),
    ("[DM] Tom → Ana: great chatting with you today", "socialize"),
    ("[09:00] Ana: just had a huge row with my landlord", "conflict"),
])
def test_controls_the_observer_a_party(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana"), text
