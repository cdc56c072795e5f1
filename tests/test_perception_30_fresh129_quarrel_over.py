"""What a quarrel is over is its topic (session 30, round fresh129): "Bruno is fighting with
the promoter over unpaid overtime" is a row now about work, no shift worked, as after
"about"; a time or a meal the row runs through ("over dinner") is no grievance."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_the_work_a_quarrel_is_over_is_its_topic(lex) -> None:
    def one_case(text):
        observer = None if text.startswith("You") else "Bruno"
        assert actual_kinds(lex, text, observer) == {"conflict"}
        assert other_kinds(lex, text, observer) == {"work"}

    cases = [
        "Bruno is fighitng with the promoter over unpaid overtime",
        "Bruno rows with the foreman over the night shift.",
        "Bruno is fighting with his boss over unpaid overtime.",
        "Bruno quarrelled with the depot manager over his overtime.",
        "You argue with the stage manager over the night shift.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text, kinds", [
    ("Bruno argues with the landlord over the rent.", {"conflict"}),
    ("Bruno works a double shift and argues with the foreman over the rota.",
     {"work", "conflict"}),
])
def test_a_quarrel_over_a_thing_keeps_the_rest(lex, text, kinds):
    assert actual_kinds(lex, text, "Bruno") == kinds
