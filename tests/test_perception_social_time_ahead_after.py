"""A meeting or a gathering named before "next week" is still ahead.

"next week" is an intent cue that also reaches the few words before it (``cues.intent``, a
window of 5): "they meet next week", "the dinner party he's hosting next week" are planned, not
company now. Words further back, or in another clause or sentence, are left alone.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Marco"


def actual_company(lex, text: str) -> bool:
    return any(e.kind == "socialize" and e.is_actual_self
               for e in perceive(text, lex, observer=OBSERVER))


SUBJECTS = [("Marco", "meets", "visits"), ("You", "meet", "visit"), ("I", "meet", "visit")]
PARTNERS = ["his brother", "Tom", "the neighbours", "an old friend"]


def test_a_meeting_before_next_week_is_ahead(lex) -> None:
    def one_case(subject, partner):
        who, meet, visit = subject
        assert not actual_company(lex, f"{who} {meet} {partner} next week.")
        assert not actual_company(lex, f"{who} {visit} {partner} next week.")

    cases = list(itertools.product(SUBJECTS, PARTNERS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("occasion", ["the dinner party", "the family dinner", "the reunion"])
def test_a_gathering_hosted_next_week_is_ahead(lex, occasion):
    assert not actual_company(
        lex, f"Marco is deciding what to cook for {occasion} he's hosting next week.")


def test_company_now_stays_when_next_week_is_elsewhere(lex) -> None:
    def one_case(subject, partner):
        who, meet, _ = subject
        assert actual_company(lex, f"{who} {meet} {partner} today. Next week the office shuts.")
        assert actual_company(lex, f"{who} {meet} {partner} for lunch; next week she flies home.")

    cases = list(itertools.product(SUBJECTS, PARTNERS))
    assert failing_cases(one_case, cases) == []
