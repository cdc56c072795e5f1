"""Company that never came about is none (session 24): a visit, a call or a meeting told before
a contrast ("but", "yet", "only", "however", a "who" right before the denial, or a ";" sentence
opening with "this" or "but") after which the partner is asleep, out, not answering or not
coming ("goes to visit his aunt, but she is out", "Mum rings, but he doesn't answer", "every
Friday they play chess; this Friday his neighbour didn't come"). The labelled sets count such a
company as none. Talk told after the contrast stays, and so does company with no denial."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

OBSERVER = "Ezra"


@pytest.mark.parametrize("text", [
    "Ezra has come to read to his grandmother, but she is asleep when he arrives, so he sits in "
    "the corridor.",
    "Ezra goes to visit his aunt, but she is out, so he leaves the flowers on the step.",
    "Ezra's mum rings, but he doesn't answer.",
    "Ezra calls his brother, but the line is dead.",
    "Ezra pops round to see Jo, but she isn't in.",
    "Ezra went round to his cousin's, but nobody was home.",
    "Ezra visits his grandfather, who is asleep the whole time, so he reads by the bed.",
    "Every Friday Ezra and his neighbour play chess; this Friday his neighbour didn't come.",
    "Mrs Restall asks Ezra to come down for cocoa with the others, but Ezra stays in his room "
    "with the door shut.",
    "The visitors want selfies with Ezra, but he keeps his head down and slips back to his "
    "caravan without speaking to anyone.",
])
def test_a_company_denied_after_a_contrast_is_none(lex, text):
    assert "socialize" not in actual_kinds(lex, text, OBSERVER)


def test_company_with_no_denial_or_talk_after_it_stays(lex) -> None:
    def one_case(text):
        assert "socialize" in actual_kinds(lex, text, OBSERVER)

    cases = [
        "Ezra visits his aunt, and they talk for hours over tea.",
        "Ezra rings his dad, but the line is busy, so he tries again later and they chat for an "
        "hour.",
        "Ezra visits his grandfather, who is out of hospital at last, and they talk all afternoon.",
        "Ezra chats with Tom while the baby is asleep.",
        "Ezra's sister rings, and they chat until midnight.",
    ]
    assert failing_cases(one_case, cases) == []
