"""Who did what: a parenthesis between a subject and its second verb ("as her husband and son
come in from the oven, grey with ash, and collapse onto the cushions with their eyes shut")
leaves that verb's phrase with the subject before the parenthesis, when the phrase's owner
pronoun fits it; a bare verb after "and" is finite for people named together ("her sons ...,
and lie back"). Negative controls: the observer as that subject keeps it, and an owner pronoun
that fits only the observer ("... while Tom chops onions, and then sits down with her feet up")
stays hers."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OWN = ["Latifa lays the table", "Latifa stirs the soup", "Latifa is folding napkins"]
OTHERS = [("her husband comes in", "his"), ("the baker comes in", "his"),
          ("her husband and son come in", "their"), ("her sons come in", "their"),
          ("her brother walks in", "his")]
ASIDES = ["grey with ash", "covered in flour", "exhausted"]
RESTS = ["sits down with {o} feet up", "lies back with {o} eyes shut"]


def _verb(rest: str, owner: str) -> str:
    verb, tail = rest.split(" ", 1)
    if owner == "their":
        verb = {"sits": "sit", "lies": "lie"}[verb]
    return f"{verb} {tail.format(o=owner)}"


@pytest.mark.parametrize("own,other,aside,rest",
                         list(itertools.product(OWN, OTHERS, ASIDES, RESTS)))
def test_phrase_after_parenthesis_and_verb_is_the_others(lex, own, other, aside, rest):
    who, owner = other
    assert "rest" not in actual_kinds(lex, f"{own} as {who}, {aside}, and {_verb(rest, owner)}.",
                                      "Latifa")


def test_observer_after_parenthesis_keeps_it(lex) -> None:
    def one_case(aside, rest):
        assert "rest" in actual_kinds(lex, f"Latifa comes in, {aside}, and {_verb(rest, 'her')}.",
                                      "Latifa")

    cases = list(itertools.product(ASIDES, RESTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("rest", RESTS)
def test_owner_fitting_only_the_observer_stays_hers(lex, rest):
    assert "rest" in actual_kinds(lex, f"Latifa lays the table while Tom chops onions, and then "
                                       f"{_verb(rest, 'her')}.", "Latifa")
