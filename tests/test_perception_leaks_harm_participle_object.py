"""A threat followed, after a comma, by a participle of harm and its object ("the tractor
rolled over on the hillside, pinning the driver", "the wall collapsed, burying two workers")
befalls that object, as an object right after the threat's verb does ("the tractor pinned the
driver"). Before session 22 the comma cut the object off, and the threat, with no subject
before it, was the observer's. The observer as the object keeps it theirs."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_a_threat_that_pins_someone_else_is_theirs(lex) -> None:
    def one_case(text):
        assert "danger" not in actual_kinds(lex, text, "Dov"), text
        assert "danger" in other_kinds(lex, text, "Dov"), text

    cases = [
        "The tractor rolled over, pinning the sailor.",
        "The tractor rolled over on the hillside, pinning the driver.",
        "The tractor rolled over on the hillside, pinning him.",
        "The tractor rolled over on the hillside, pinning Tom.",
        "The wall collapsed, burying two workers.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "The tractor rolled over on the hillside, pinning Dov.",
    "The tractor rolled over on the hillside, pinning you.",
    "The wall collapsed, burying Dov's legs.",
])
def test_a_threat_that_pins_the_observer_is_theirs(lex, text):
    assert "danger" in actual_kinds(lex, text, "Dov"), text
