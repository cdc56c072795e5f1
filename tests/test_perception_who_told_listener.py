"""Who did what: a telling between two others is no company of the observer's. The listener
of "tell" may follow modifiers, a title or an owner ("the chef tells the new waiter about the
specials", "the nurse tells Mr Patel his results", "a doctor tells a patient's family the
news", "the coach tells each player what to do"). Negative controls: a telling that names no
listener ("you eat while Greta tells a story about her dog") reaches the observer, and one told
to the observer stays hers."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OWN = ["Ana mops the floor while", "Ana wipes the tables as", "Ana stacks chairs; meanwhile"]
TELLERS = ["the chef", "the nurse", "the coach", "Tom"]
LISTENERS = ["the new waiter about the specials", "the young trainee about the rota",
             "Mr Patel his results", "a patient's family the news",
             "each player what to do"]


def test_telling_between_others_is_theirs(lex) -> None:
    def one_case(own, teller, told):
        assert "socialize" not in actual_kinds(lex, f"{own} {teller} tells {told}.", "Ana")

    cases = list(itertools.product(OWN, TELLERS, LISTENERS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana eats while Greta tells a story about her dog.",
    "Greta tells Ana the news over coffee.",
    "Greta tells the whole story to Ana.",
    "Ana tells the new waiter about the specials.",
])
def test_telling_to_or_by_the_observer_stays_hers(lex, text):
    assert "socialize" in actual_kinds(lex, text, "Ana")
