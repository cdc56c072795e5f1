"""An illness that skipped, spared or bypassed someone, and a shelf named by an illness
(session 30, round fresh126): "the flu skipped Valentina" is no flu of hers (illness
`not_before`), as "stocks the cold-and-flu shelf" is a shelf, no one ill; an illness that hit
someone, or one had beside the shelf, stays an illness."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_an_illness_that_skipped_or_bypassed_someone_is_none_of_theirs(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Val") == kinds

    cases = [
        ("The flu skipped Val entirely; she spent the morning running the park loop.",
         {"exercise"}),
        ("The flu skipped Val but floored her brother.", set()),
        ("The virus bypassed Val completely.", set()),
        ("The norovirus skipped Val's ward this winter, so she worked a normal shift.", {"work"}),
        ("Somehow the stomach bug skips Val, though her whole class is throwing up.", set()),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "The flu hit Val hard.",
    "Val has the flu and stays in bed.",
])
def test_an_illness_that_hit_someone_stays_theirs(lex, text):
    assert actual_kinds(lex, text, "Val") == {"illness"}


@pytest.mark.parametrize("text, kinds", [
    ("[tick 1140] Val -> action: 'stock cold-and-flu shelf' | status: in progress", {"work"}),
    ("Val restocks the flu aisle at the chemist.", {"work"}),
    ("Val tidies the allergy shelves before opening.", {"work"}),
    ("Val is in the cold and flu aisle, sneezing.", {"illness"}),
])
def test_a_shelf_or_an_aisle_named_by_an_illness_is_no_illness(lex, text, kinds):
    assert actual_kinds(lex, text, "Val") == kinds
