"""A booking puts what is booked ahead; a place that is fully booked is only full."""

from __future__ import annotations

import pytest

from engine.perception import perceive


def self_modes(lex, text: str, observer: str = "Ana") -> set[tuple[str, str]]:
    return {(e.kind, e.mode) for e in perceive(text, lex, observer=observer)
            if e.subject == "self" and not e.negated}


@pytest.mark.parametrize("full", ["fully booked", "booked up", "booked solid", "overbooked"])
@pytest.mark.parametrize("text, expected", [
    ("Ana is on a {full} flight, chatting with her neighbour.", {("socialize", "actual")}),
    ("The cafe is {full}, so Ana eats a sandwich on the bench.", {("eat", "actual")}),
])
def test_a_full_place_puts_nothing_ahead(lex, full, text, expected):
    assert self_modes(lex, text.format(full=full)) == expected


@pytest.mark.parametrize("verb", ["books", "booked", "reserves"])
def test_a_booking_still_puts_the_booked_thing_ahead(lex, verb):
    assert self_modes(lex, f"Ana {verb} a table for dinner with Ola on Friday.") \
        == {("socialize", "planned")}
