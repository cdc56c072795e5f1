"""A plural possessive after a companion word owns a thing, not a partner.

"with her pupils' artwork": the apostrophe of a plural possessive is a token of its own, so the
companion word's partner is what the possessive owns, as with "'s" ("with her sister's kids"):
a thing is no company, people are.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Rhea"


def company(lex, text: str) -> bool:
    return any(e.kind == "socialize" and e.is_actual_self
               for e in perceive(text, lex, observer=OBSERVER))


SUBJECTS = [("Rhea", "decorates", "sits"), ("You", "decorate", "sit"), ("I", "decorate", "sit")]
OWNERS = ["her pupils'", "the neighbours'", "my parents'", "the twins'", "your cousins'"]
THINGS = ["artwork", "old photos", "paper lanterns", "drawings"]
PEOPLE = ["kids", "children", "friends"]


def test_a_thing_owned_by_a_plural_possessive_is_no_partner(lex) -> None:
    def one_case(subject, owner, thing):
        who, verb, _ = subject
        owner = owner.replace("my ", "your ") if who == "You" else owner
        assert not company(lex, f"{who} {verb} the classroom walls with {owner} {thing}.")

    cases = list(itertools.product(SUBJECTS, OWNERS, THINGS))
    assert failing_cases(one_case, cases) == []


def test_people_owned_by_a_plural_possessive_are_company(lex) -> None:
    def one_case(subject, owner, people):
        who, _, verb = subject
        owner = owner.replace("my ", "your ") if who == "You" else owner
        assert company(lex, f"{who} {verb} in the garden with {owner} {people}.")

    cases = list(itertools.product(SUBJECTS, OWNERS, PEOPLE))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("owner", ["her sister's", "Tom's", "the groom's"])
def test_singular_possessive_is_unchanged(lex, owner):
    assert company(lex, f"Rhea sits in the garden with {owner} kids.")
    assert not company(lex, f"Rhea decorates the walls with {owner} artwork.")
