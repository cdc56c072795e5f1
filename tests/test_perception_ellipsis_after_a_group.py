"""A meal left out after "but", "only" or "just" is the subject's (ellipsis: "didn't have lunch,
just a glass of water"), but not when a group after the word has a verb of its own: "Ana
doesn't drink, but the others drink wine" is theirs."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

GROUPS = ["the others", "the rest", "her friends", "the kids"]
ACTS = {"drink": ("doesn't drink", "drink wine"), "eat": ("doesn't eat", "eat the cake")}


def test_a_groups_own_verb_after_but_is_theirs(lex) -> None:
    def one_case(group, kind):
        neg, act = ACTS[kind]
        text = f"Ana {neg}, but {group} {act}."
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(GROUPS, ACTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    ("Ana didn't have lunch, just a glass of water.", "drink"),
    ("Fergus had eaten nothing since the morning but a twist of salt cod.", "eat"),
])
def test_the_left_out_meal_stays_the_subjects(lex, text, kind):
    observer = text.split()[0]
    assert kind in actual_kinds(lex, text, observer), text


def test_the_rest_of_a_food_is_the_food(lex):
    text = "Ana didn't eat any cake, just the rest of the bread."
    assert "eat" in actual_kinds(lex, text, "Ana"), text
