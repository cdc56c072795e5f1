"""Who did what: a passive with its agent after "by" is the agent's, also with a "-pt"
participle ("Ana's bed is slept in by the new hire": the new hire slept, not Ana; "the cot was
slept in by Ana" stays hers). "Ana slept in" (no passive) stays her sleep.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds

OBS = "Ana"


@pytest.mark.parametrize("text", [
    "Ana's bed is slept in by the new hire.",
    "The cot was slept in by Tom.",
    "Ana's bunk was slept in by the relief crew while she was ashore.",
])
def test_slept_in_by_someone_else_is_theirs(lex, text):
    assert "sleep" not in actual_kinds(lex, text, OBS)


@pytest.mark.parametrize("text", ["The cot was slept in by Ana.", "Ana slept in."])
def test_the_observer_sleeping_keeps_it(lex, text):
    assert "sleep" in actual_kinds(lex, text, OBS)
