"""Who did what: a partner named by a hyphenated person word in a joint subject with the
observer ("Ana and her sous-chef eat lunch", "Ana and the sous-chef", "Ana and her
ex-husband") is a member of the pair, as "her chef" is; someone named so after a clause of the
observer's own ("Ana argues with the head-chef and the sous-chef eats") keeps the act theirs."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OWNERS = ["her", "the", "Tom's"]
PEOPLE = ["sous-chef", "ex-husband", "co-pilot", "step-sister", "head-chef"]
ACTS = {"eat": "eat lunch on the terrace", "drink": "drink a beer at the bar",
        "exercise": "swim lengths at the pool"}


def test_a_hyphenated_partner_after_and_is_in_the_pair(lex) -> None:
    def one_case(owner, who, act):
        text = f"Ana and {owner} {who} {ACTS[act]}."
        assert act in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(OWNERS, PEOPLE, ACTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("who", PEOPLE)
def test_a_hyphenated_partner_owned_by_the_observer_keeps_her_company(lex, who):
    text = f"Ana and her {who} eat lunch on the terrace."
    assert "socialize" in actual_kinds(lex, text, "Ana"), text


def test_a_hyphenated_person_after_the_observers_own_clause_is_someone_else(lex) -> None:
    def one_case(who, act):
        verb = ACTS[act].split()[0] + "s"
        rest = " ".join(ACTS[act].split()[1:])
        text = f"Ana argues with the manager and the {who} {verb} {rest}."
        assert act not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(PEOPLE, ACTS))
    assert failing_cases(one_case, cases) == []
