"""Session 30: "spared" and "sparing" are forms of "spare" (core.yaml exceptions), so an illness
or a boss that spares someone, or a thrifty "sparing", is no sparring; "sparred", "sparring"
and "spar" stay the exercise."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_spare_is_no_sparring(lex) -> None:
    def one_case(text):
        assert "exercise" not in actual_kinds(lex, text, "Ana")

    cases = [
        "The flu spared Ana entirely, so she covered the morning shift at the pharmacy.",
        "You spared him the gory details.",
        "Sparing no expense, Ana books the hall for the party.",
        "Ana is sparing with the sugar these days.",
        "The storm spared your tent.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana sparred with Tom for three rounds.",
    "You were sparring at the boxing club all morning.",
    "Ana spars with her coach before dinner.",
])
def test_sparring_is_still_exercise(lex, text):
    assert actual_kinds(lex, text, "Ana") == {"exercise"}
