"""A hug or a visit is company only with someone named around it: with no one else named in
its sentence or the one before, what is hugged or visited is a thing, a place or oneself
("hugs the tree in the park", "hugs her knees on the cold bench", "visits the bank to sort out
her account"). Someone hugged or visited keeps it ("hugs her cousin", "visits Gran"), and so
does a pair who hug ("Ana and Tom hug on the doorstep")."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBS = "Ana"


THINGS = ["hugs the tree in the park", "hugs her knees on the cold bench",
          "hugged the old oak by the gate", "is hugging a hot-water bottle in bed",
          "visits the bank to sort out her account", "visited the castle ruins",
          "is visiting the new shopping centre"]


@pytest.mark.parametrize("text", THINGS)
def test_a_hug_or_a_visit_with_no_one_named_is_no_company(lex, text):
    assert "socialize" not in actual_kinds(lex, f"{OBS} {text}.", OBS)


PEOPLE = ["her cousin", "Gran", "her old teacher", "Tom"]
VERBS = ["hugs", "hugged", "visits", "is visiting"]


def test_a_hug_or_a_visit_of_someone_is_company(lex):
    cases = [f"{OBS} {v} {p} at the station." for v, p in itertools.product(VERBS, PEOPLE)]
    assert len(cases) == 16
    assert [t for t in cases if "socialize" not in actual_kinds(lex, t, OBS)] == []


@pytest.mark.parametrize("who", ["Tom", "her sister", "the bride"])
def test_a_pair_who_hug_keep_company(lex, who):
    assert "socialize" in actual_kinds(lex, f"{OBS} and {who} hug on the doorstep.", OBS)


@pytest.mark.parametrize("text", ["Tom hugs his cousin at the station while Ana waits in the car.",
                                  "Tom visits his gran while Ana does the shopping."])
def test_someone_elses_hug_or_visit_is_not_the_observers(lex, text):
    assert "socialize" not in actual_kinds(lex, text, OBS)
