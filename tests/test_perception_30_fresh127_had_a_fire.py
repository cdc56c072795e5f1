"""A situation a thing is told to have had is that thing's (session 30, round fresh127, a
leak): "a platform in the neighbouring field has had a fire", "the school across town has had
a flood" are danger elsewhere, not the observer's; a person or the observer having had it, or
a past "had" without the perfect, is decided as before."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_a_thing_that_has_had_a_situation_owns_it(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Kari") == set()
        assert other_kinds(lex, text, "Kari") == {"danger"}

    cases = [
        "The OIM announces over the PA that a platform in the neighbouring field has had a fire.",
        "The warehouse across the road has had a fire.",
        "The school across town has had a flood.",
        "Another rig has had a small fire in its engine room, the radio says.",
        "The hotel in the next valley has had an avalanche, says the guide.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "We have had a fire in the galley.",
    "Kari has had a fire in her cabin.",
    "Your cabin has had a flood.",
    "The galley had a fire and you grab the extinguisher.",
])
def test_the_observer_or_a_plain_past_keeps_the_danger(lex, text):
    assert actual_kinds(lex, text, "Kari") == {"danger"}
