"""Rest told by a named break taken, time spent on a lounging seat, an eased pace, feet propped.

Core.yaml's rest terms take a tea, coffee, smoke, cigarette or rest break taken or had ("takes
a coffee break", "has her tea break", yielding like "be on her tea break": what fills it wins),
a sit had on something, things taken easy or slow, winding down, feet or boots propped up; its
rest verbs take "spend" (only with seats made for lounging and warm water: the garden weeded
in is no rest) and "ease into". Controls: someone else's break, a break filled with company, a
morning spent weeding, a party winding down.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

OBSERVER = "Ines"


def test_rest_said_these_ways_is_rest(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, OBSERVER) == {"rest"}

    cases = [
        "Ines takes a coffee break.",
        "Ines takes her tea break in the lamp room.",
        "Ines has a smoke break behind the kiln.",
        "You take a rest break on the catwalk.",
        "Ines has a sit on the stairs of the falconry mews.",
        "Ines takes things slow today.",
        "Ines takes things easy after the night shift.",
        "Ines winds down with some music.",
        "Ines props her boots on the rail and watches the gulls.",
        "I propped my feet on the stove rail.",
        "Ines spends the afternoon in the hammock with a book.",
        "Ines spends an hour in the bath.",
        "You spend the evening on the sofa.",
        "Ines eases into the hot spring.",
        "Ines eases herself into the armchair.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("text", "kinds"), [
    ("Tom takes a coffee break while Ines types up the log.", {"work"}),
    ("Ines takes a coffee break and chats with Li.", {"socialize"}),
    ("Ines spends the morning in the garden weeding.", set()),
    ("The party winds down.", set()),
    ("Ines wants to take a coffee break.", set()),
])
def test_someone_elses_a_filled_or_a_wished_break_is_not_rest(lex, text, kinds):
    assert "rest" not in actual_kinds(lex, text, OBSERVER)
    assert actual_kinds(lex, text, OBSERVER) <= kinds | {"work"}
