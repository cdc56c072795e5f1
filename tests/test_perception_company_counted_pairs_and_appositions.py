"""A pair with the observer in it: a counted group after "and", an apposition after the pair.

- "Ana and two drivers", "Ana and two Polish drivers", "Ana and the two other nurses": a counted
  group coordinated with the observer is a party the observer is one of (the meal or drink is
  the observer's too, and shared);
- "Hedda and the lighthouse keeper, a retired sailor called Tobias, share a bottle of cider":
  an apposition on the pair's last member, closed by a comma, is no subject of the verb after
  it;
- negative controls: a counted group after a preposition's object and "and" ("sits with Tom and
  two drivers eat soup"), a group watched ("watches two drivers eat"), and an apposition on a
  listener with a relative clause of its own ("talks to the keeper, a retired sailor, who
  drinks cider") stay someone else's.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive

OBSERVER = "Ana"


def grid(*axes):
    return list(itertools.product(*axes))


def others(lex, text: str, observer: str = OBSERVER) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer)
            if e.subject == "other" and not e.negated}


COUNTED = ["two drivers", "two Polish drivers", "three nurses", "the two other nurses",
           "several porters", "two trekkers"]
ACTS = [("eat soup", "eat"), ("drink tea", "drink"), ("share a flask of hot tea", "drink"),
        ("share a bottle of cider on the steps", "drink")]


def test_observer_and_counted_group_share(lex) -> None:
    def one_case(group, act):
        text, kind = act
        assert kind in actual_kinds(lex, f"Ana and {group} {text}.", OBSERVER)

    cases = grid(COUNTED, ACTS)
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("group,act", grid(["two drivers", "three cooks", "several porters"],
                                           ACTS[:2]))
def test_counted_group_elsewhere_stays_theirs(lex, group, act):
    text, kind = act
    for sentence in (f"Ana sits with Tom and {group} {text}.",
                     f"Ana waves at Tom and {group} {text}.",
                     f"Ana watches {group} {text}."):
        assert kind not in actual_kinds(lex, sentence, OBSERVER), sentence


APPOSITIONS = ["a retired sailor called Tobias", "a retired sailor", "the old man from the inn",
               "an old friend of her father's"]


def test_apposition_after_pair_is_no_subject(lex) -> None:
    def one_case(partner, appos, act):
        text, kind = act
        assert kind in actual_kinds(lex, f"Ana and {partner}, {appos}, {text}.", OBSERVER)

    cases = grid(
        ["the lighthouse keeper", "Tom", "her cousin"], APPOSITIONS, ACTS)
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("appos", APPOSITIONS[:2])
def test_apposition_with_own_relative_clause_stays_theirs(lex, appos):
    text = f"Ana talks to the keeper, {appos}, who drinks cider."
    assert "drink" not in actual_kinds(lex, text, OBSERVER)
    assert "drink" in others(lex, text)


@pytest.mark.parametrize("appos", APPOSITIONS[:2])
def test_pair_without_observer_stays_theirs(lex, appos):
    text = f"Tom and the keeper, {appos}, share a bottle of cider."
    assert "drink" not in actual_kinds(lex, text, OBSERVER)
