"""Swaying in a hammock or a porch swing is rest (session 33, fresh158: core.yaml ``rest.verbs``
``sway`` with its seats as objects).

* "Camille sways in a hammock in the courtyard" had no event ("lies in a hammock" had).
* Controls: someone else swaying is theirs; swaying with no such seat is none.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Camille"


def test_swaying_in_a_hammock_is_rest(lex) -> None:
    def one_case(subject, seat):
        text = f"{subject} in {seat} after lunch."
        assert actual_kinds(lex, text, OBSERVER) == {"rest"}, text

    cases = list(itertools.product(
        ["Camille sways", "Camille is swaying gently", "You sway", "I swayed lazily"],
        ["a hammock", "the hammock on the porch", "the porch swing"]))
    assert failing_cases(one_case, cases) == []


def test_controls_someone_else_or_no_seat(lex) -> None:
    text = "Tom sways in a hammock while Camille reads the map."
    assert "rest" not in actual_kinds(lex, text, OBSERVER)
    assert "rest" in other_kinds(lex, text, OBSERVER)
    assert actual_kinds(lex, "Camille sways on the deck of the ferry.", OBSERVER) == set()
