"""A lounge named as a room by a compound is no lounging (session 30, round fresh127): "sits in
the heli-lounge", "plays cards in the coffee lounge", "waits in the transit lounge" are rooms,
as "the staff lounge" was; the verb "lounge" keeps its rest."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_a_lounge_named_by_a_compound_is_a_room_not_rest(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds

    cases = [
        ("Ana waits in the heli-lounge.", set()),
        ("Ana sits in the departure-lounge with her passport.", set()),
        ("Ana scrolls the news on the sky-lounge tablet.", set()),
        ("Ana and Tom play cards in the coffee lounge.", {"socialize"}),
        ("Ana eats a sandwich in the passenger lounge.", {"eat"}),
        ("Ana naps in the transit lounge.", {"sleep"}),
        ("Ana waits in the smoking lounge for her flight.", set()),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "You lounge on the sofa all afternoon.",
    "Ana loves to lounge by the pool.",
    "Ana relaxes in the coffee lounge with a book.",
])
def test_lounging_itself_is_still_rest(lex, text):
    assert actual_kinds(lex, text, "Ana") == {"rest"}
