"""A meal or a drink fronted before a joint subject with the observer in it is shared, so it
is company ("Over a cup of tea, Femi and his neighbour plan the street party"); a joint subject
without the observer, or the observer alone, is none.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

FRONTED = [("Over a cup of tea", "drink"), ("Over lunch", "eat"), ("Over breakfast", "eat"),
           ("Over dinner", "eat"), ("Over a bowl of soup", "eat")]
JOINT = ["Femi and his neighbour", "Femi and Ana", "You and your sister", "We",
         "Ana and I"]
VERBS = ["plan the street party", "look at the holiday photos", "talk about the wedding"]


def test_a_fronted_meal_shared_by_a_joint_subject_is_company(lex) -> None:
    def one_case(fronted, joint, verb):
        text = f"{fronted[0]}, {joint} {verb}."
        got = actual_kinds(lex, text, "Femi")
        assert "socialize" in got, text
        assert fronted[1] in got, text

    cases = list(itertools.product(FRONTED, JOINT, VERBS))
    assert failing_cases(one_case, cases) == []


def test_no_joint_subject_of_the_observer_s_is_no_company(lex) -> None:
    def one_case(fronted, verb):
        text = f"{fronted[0]}, Ana and Tom {verb}."
        assert "socialize" not in actual_kinds(lex, text, "Femi"), text
        text = f"{fronted[0]}, Femi reads the paper."
        assert "socialize" not in actual_kinds(lex, text, "Femi"), text

    cases = list(itertools.product(FRONTED, VERBS))
    assert failing_cases(one_case, cases) == []
