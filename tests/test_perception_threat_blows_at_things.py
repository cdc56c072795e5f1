"""A blow or a struggle aimed at a thing is no quarrel: a quarrel needs another party.

"Slaps at a mosquito", "shoves the food tray aside", "fought with the temperamental fryer" are
no rows; "slaps Tom", "shoves the drunk out of the door" and "fights with the bouncer" are.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


@pytest.mark.parametrize("subject", ["Ana", "You"])
@pytest.mark.parametrize("blow, thing", [
    ("slaps at", "a mosquito"), ("slaps at", "the midges"), ("slaps at", "her sleeve"),
    ("slaps", "the bell"), ("shoves", "the food tray aside"), ("shoves", "her plate away"),
    ("fights with", "the temperamental fryer"), ("fights with", "the printer"),
    ("wrestles with", "the tent"), ("slaps", "the dough onto the counter"),
])
def test_a_blow_at_a_thing_is_no_quarrel(lex, subject, blow, thing):
    if subject == "You":
        blow = {"slaps at": "slap at", "slaps": "slap", "shoves": "shove",
                "fights with": "fight with", "wrestles with": "wrestle with"}[blow]
    assert "conflict" not in actual_kinds(lex, f"{subject} {blow} {thing}.", "Ana")


def test_a_blow_at_a_person_stays_a_quarrel(lex) -> None:
    def one_case(text):
        assert "conflict" in actual_kinds(lex, text, "Ana")

    cases = [
        "Ana slaps Tom.", "Ana slaps Tom's hand away.", "Ana shoves the drunk out of the door.",
        "Ana fights with her brother.", "A man shoves Ana against the wall.",
        "Ana fights with the bouncer at the door.",
        "Ana has a fight with the landlord about the window.",
        "Ana slaps him across the face.", "A stranger shoves you into the table.",
    ]
    assert failing_cases(one_case, cases) == []
