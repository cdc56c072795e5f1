"""A threat said to be gone or long over is none now (session 28, round threat): danger's
``benign.past.ending`` holds "be gone", "be long gone", "be long over", "be finally over" and
"be over now" ("the storm is long gone by the time Ana wakes", "the flood is finally over and
Ana is mopping the kitchen"). A bare "be over" is left out: a storm over a harbour or a fire
all over a kitchen or well over a ridge is a threat where it is."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_a_threat_gone_or_over_is_none_now(lex) -> None:
    def one_case(text):
        assert "danger" not in actual_kinds(lex, text, "Ana")

    cases = [
        "The storm is long gone by the time Ana wakes.",
        "The flood is finally over and Ana is mopping the kitchen.",
        "The blizzard was gone by morning.",
        "The gale has been gone an hour and Ana is sweeping the yard.",
        "Ana: the storm is over now, going back to bed",
        "The heatwave is long over and Ana is back at work.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "The storm is over the harbour and the boats are rocking near Ana.",
    "The fire is all over the kitchen and Ana is trapped.",
    "The fire is well over the ridge and racing toward Ana's farm.",
    "The storm is getting worse over Ana's village.",
])
def test_a_threat_over_a_place_stays_a_threat(lex, text):
    assert "danger" in actual_kinds(lex, text, "Ana")
