"""A work frame is looked for in the observer's own predicate, which ends where a relative
pronoun opens someone else's: "Ana holds the door for the old man, who stacks the shelves for
the night shift" is his job, not hers; a frame before the pronoun still counts ("Ana serves the
customers who come in for breakfast")."""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

ACTS = ["holds the door for", "waves to", "nods at", "smiles at"]
PEOPLE = ["the old man", "the nurse", "a delivery rider"]
THEIRS = ["stacks the shelves for the night shift", "is late for the night shift",
          "is starting the early shift"]


def test_someone_elses_shift_after_who_is_not_the_observers_job(lex) -> None:
    def one_case(act, who, theirs):
        text = f"Ana {act} {who}, who {theirs}."
        assert "work" not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(ACTS, PEOPLE, THEIRS))
    assert failing_cases(one_case, cases) == []


def test_a_frame_before_the_pronoun_still_counts(lex):
    assert "work" in actual_kinds(lex, "Ana serves the customers who come in for breakfast.", "Ana")
