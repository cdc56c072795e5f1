"""A comma splice opens a new clause with its own subject ("Passenger wouldn't pay, we had a
proper shouting match"): a cue of the first clause ("would", "will") does not reach the
second (``perception._Segments``, ``_splice_verb``). Without a new subject and verb after the
comma the clause goes on.
"""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive


def selves(lex, text: str, observer: str = "Farid") -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer) if e.is_actual_self}


FIRST = ["The passenger wouldn't pay", "The last bus wouldn't come", "The kettle won't boil"]
SECOND = [("we had a proper shouting match on the pavement", "conflict"),
          ("I ate a whole bag of chips", "eat"),
          ("we drank a flask of tea in the shelter", "drink")]


@pytest.mark.parametrize(("first", "second"), list(itertools.product(FIRST, SECOND)))
def test_a_spliced_clause_is_not_under_the_first_clauses_cue(lex, first, second):
    assert second[1] in selves(lex, f"{first}, {second[0]}.")


@pytest.mark.parametrize("text", [
    "Farid would eat, drink and sleep if he could.",       # no new subject after the commas
    "Farid will eat later, once the shift is over."])
def test_without_a_new_subject_the_cue_goes_on(lex, text):
    assert "eat" not in selves(lex, text)
