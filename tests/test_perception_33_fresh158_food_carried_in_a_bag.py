"""Food or drink "had" in a bag or a pocket is carried, not eaten or drunk (session 33, fresh158).

* core.yaml ``eat.set_aside.carried_in`` and ``drink.set_aside.carried_in``: "has a bottle of
  water in her bag", "has a sandwich in his coat pocket" (it was "have + bottle of", a drink).
* Controls: "have" with a place that is no bag ("in the café", "in the park") or in the hand
  stays a meal or a drink had now.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

OBSERVER = "Ana"


def test_food_or_drink_had_in_a_bag_is_carried(lex) -> None:
    def one_case(thing, bag):
        text = f"Ana has {thing} in {bag}."
        assert actual_kinds(lex, text, OBSERVER) == set(), text

    cases = list(itertools.product(
        ["a bottle of water", "a can of cola", "a flask of tea", "a sandwich", "two apples"],
        ["her bag", "her backpack", "her coat pocket", "the rucksack", "her lunchbox"]))
    assert failing_cases(one_case, cases) == []


def test_controls_food_or_drink_had_elsewhere_is_had(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, OBSERVER) == kinds, text

    cases = [("Ana has a coffee in the café.", {"drink"}),
             ("Ana has a sandwich in the park.", {"eat"}),
             ("Ana has a glass of wine in her hand.", {"drink"}),
             ("Ana has a bottle of water in the shade.", {"drink"}),
             ("Ana has a sandwich in her office.", {"eat"})]
    assert failing_cases(one_case, cases) == []
