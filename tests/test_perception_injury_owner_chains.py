"""A hurt on someone the observer names as theirs is that person's, not the observer's (session
9, s9h8: "the vet stitches the gash on your neighbour's collie" gave the observer an injury).

In "the gash on your neighbour's collie" the owner after the hurt is a chain: the last person
in it ("neighbour") is hurt, or owns what is. The observer's own body stays theirs.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

HURTS = ["gash", "burn", "bruise", "wound", "blister"]
OWNERS = ["your", "my"]
PEOPLE = ["neighbour's", "sister's", "friend's", "son's", "colleague's"]
PARTS = ["collie", "hand", "arm", "leg", "cat"]


def test_a_hurt_on_a_named_persons_body_is_theirs(lex) -> None:
    def one_case(hurt, owner, person, part):
        text = f"You hold the torch while the vet looks at the {hurt} on {owner} {person} {part}."
        assert "injury" not in actual_kinds(lex, text, "Ana")

    cases = list(itertools.product(HURTS, OWNERS, PEOPLE, PARTS))
    assert failing_cases(one_case, cases) == []


def test_a_hurt_on_the_observers_own_body_stays_theirs(lex) -> None:
    def one_case(hurt, owner, part):
        assert actual_kinds(lex, f"The nurse looks at the {hurt} on {owner} {part}.",
                            "Ana") == {"injury"}

    cases = list(itertools.product(HURTS, ["your"], ["hand", "arm", "leg"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,expected", [
    ("You hold the torch steady while the vet stitches the gash on your neighbour's collie.",
     set()),
    # a contraction after a body part is no owner ("her palm's already blistering")
    ("The burn on your palm's already blistering.", {"injury"}),
])
def test_owner_chain_lines(lex, text, expected):
    assert actual_kinds(lex, text, "Ana") == expected
