"""Who did what: a plural "they" after the observer called, met or saw a group of others is that
group when what they do is a row or a fight ("Ana phones the twins. They start a fight": the
twins fight). Negative controls: a group joined to the observer by "and" ("Ana and the twins walk
home. They start a fight"), one other person with the observer ("Ana's son rings. They have a
row"), a group named only as the observer's own ("Ana's parents visit. They start a fight"), and
talk "they" share after a call ("Ana's son rings. They talk") stay the observer's."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OBSERVERS = ["Ana", "Kofi"]
CONTACTS = ["phones {g}.", "visits {g} on the ward;", "waves to {g}.", "meets {g} at the station.",
            "rings {g}, and"]
GROUPS = ["the twins", "her cousins", "the neighbours", "his parents", "the two waiters"]
FIGHTS = ["they start a fight outside the bar.", "they have a furious row about money.",
          "they get into a scuffle by the gate."]


def sentence(obs: str, contact: str, group: str, fight: str) -> str:
    first = f"{obs} {contact.format(g=group)}"
    if first.endswith("."):
        fight = fight[0].upper() + fight[1:]
    return f"{first} {fight}"


def test_they_after_a_group_is_the_group(lex) -> None:
    def one_case(obs, contact, group, fight):
        text = sentence(obs, contact, group, fight)
        assert "conflict" not in actual_kinds(lex, text, obs), text

    cases = list(itertools.product(
        OBSERVERS, CONTACTS, GROUPS, FIGHTS))
    assert failing_cases(one_case, cases) == []


def test_group_joined_by_and_takes_the_observer_in(lex) -> None:
    def one_case(obs, group, fight):
        text = f"{obs} and {group} walk home. {fight[0].upper()}{fight[1:]}"
        assert "conflict" in actual_kinds(lex, text, obs), text

    cases = list(itertools.product(OBSERVERS, GROUPS, FIGHTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("obs,fight", list(itertools.product(OBSERVERS, FIGHTS)))
def test_one_other_person_and_the_observer(lex, obs, fight):
    text = f"{obs}'s son rings. {fight[0].upper()}{fight[1:]}"
    assert "conflict" in actual_kinds(lex, text, obs), text


@pytest.mark.parametrize("obs,fight", list(itertools.product(OBSERVERS, FIGHTS)))
def test_own_group_as_subject_keeps_the_observer(lex, obs, fight):
    text = f"{obs}'s parents visit. {fight[0].upper()}{fight[1:]}"
    assert "conflict" in actual_kinds(lex, text, obs), text


def test_talk_after_a_call_stays_shared(lex) -> None:
    def one_case(obs, group):
        text = f"{obs} phones {group}. They talk for an hour."
        assert "socialize" in actual_kinds(lex, text, obs), text

    cases = list(itertools.product(OBSERVERS, GROUPS))
    assert failing_cases(one_case, cases) == []
