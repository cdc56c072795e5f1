"""Company grid: being told what to do, or told something second-hand, with no teller
named, is an instruction or hearsay, not company (h33-080 "are told to take a seat", r49-172
"was told to wait by the door", r49-189 "which, I'm told, Mrs. Osei won"). Controls: telling
someone, and being told by someone over a shared drink, stay company.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

SUBJECTS = [("You", "are", "were"), ("I", "am", "was"), ("Ana", "is", "was"),
            ("We", "are", "were")]
ORDERS = ["to take a seat", "to wait by the door", "to close the lift", "to sit down"]


def told_cases():
    for (who, now, past), order in itertools.product(SUBJECTS, ORDERS):
        yield f"{who} {now} told {order}."
        yield f"{who} {past} told {order}."
        yield f"{who} got told {order}."
    for teller in ["Tom", "the coach", "her sister"]:
        yield f"I missed the relay, which, I'm told, {teller} won."
        yield f"The match, we're told, was close, and {teller} scored twice."


def test_an_instruction_or_hearsay_is_no_company(lex):
    assert [text for text in told_cases() if "socialize" in actual_kinds(lex, text, "Ana")] == []


@pytest.mark.parametrize("text", [
    "Ana tells her sister a story.",
    "Ana is told the news by her sister over coffee.",
    "You tell Tom to take a seat and you chat for an hour.",
])
def test_telling_and_being_told_over_a_drink_stay_company(lex, text):
    assert "socialize" in actual_kinds(lex, text, "Ana")
