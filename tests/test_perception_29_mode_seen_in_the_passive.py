"""A witness verb in the passive (session 29, round mode): "Ana is being seen for her sprained
ankle", "waiting to be seen", "was spotted sprinting" have their subject seen, not seeing, so
the event is the subject's own; the active verb still watches someone else's."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize("text, kinds", [
    ("Ada is being seen for her sprained ankle.", {"injury"}),
    ("Ada sits in A&E waiting to be seen for her sprained ankle.", {"injury"}),
    ("Ada gets seen by the nurse for her burned hand.", {"injury"}),
    ("Ada was spotted sprinting round the park.", {"exercise"}),
])
def test_the_one_seen_in_the_passive_has_the_event(lex, text, kinds):
    assert actual_kinds(lex, text, "Ada") == kinds


def test_the_one_who_sees_in_the_active_has_no_event(lex):
    text = "Ada sees Tom limping."
    assert actual_kinds(lex, text, "Ada") == set()
    assert other_kinds(lex, text, "Ada") == {"injury"}
