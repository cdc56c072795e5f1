"""A session skipped, missed, dodged, skived off or sat out is not done: "misses sparring
tonight", "hides in the boot room to dodge the cross-country", "skives off PE", "sat out the
bleep test" (core.yaml's exercise ``not_after``). Controls: the same session done is exercise,
also by a subject who skipped another one ("missed training but swam forty lengths"); a
penalty missed is still play (the negation cue "miss the" reads it), and someone else's
session is never the observer's."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

NAMES = ["Bilal", "Freddie", "Noor"]
AVOID = ["misses", "skipped", "dodges", "skives off", "bunked off", "sat out"]
SESSIONS = ["sparring", "training", "the cross-country", "the bleep test", "PE",
            "the spin class", "football practice"]


def test_a_session_avoided_is_not_exercise(lex) -> None:
    def one_case(name, verb, session):
        assert "exercise" not in actual_kinds(lex, f"{name} {verb} {session} tonight.", name)

    cases = list(product(NAMES, AVOID, SESSIONS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("session", ["the cross-country", "the bleep test", "the spin class",
                                     "football practice"])
def test_hiding_to_dodge_a_session_is_not_exercise(lex, session):
    text = f"Freddie hides in the boot room to dodge {session}."
    assert "exercise" not in actual_kinds(lex, text, "Freddie")


@pytest.mark.parametrize(("name", "session"), list(product(NAMES, [
    "does the cross-country", "goes to sparring", "did the bleep test", "is at football practice",
    "missed training but swam forty lengths instead"])))
def test_the_session_done_is_exercise(lex, name, session):
    assert "exercise" in actual_kinds(lex, f"{name} {session}.", name)
