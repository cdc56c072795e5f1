"""Who did what: talk overheard, or between other people, is no company. A group heard as the
object of "listening to" does the bare verb after it among themselves ("listens to two
teenagers gossip", "listening to the guests play cards"), and a shared term with "each other"
after it belongs to the others named before it ("while the guests tell each other jokes").
Negative controls: speech aimed at the listener ("listens to his grandfather describe the
earthquake", "listens to her friend talk about her day") stays company, and the observer among
those doing it ("Ana and Ben tell each other jokes", "we ...") keeps it."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

LISTEN = ["Ana listens to", "Ana is listening to", "Ana lies awake listening to",
          "You listen to"]
GROUPS = ["two teenagers", "the guests", "the twins", "her neighbours", "the old men"]
AMONG = ["gossip", "gossip on the bus", "play cards", "chat in the hallway",
         "hug each other"]


def test_group_heard_talking_among_themselves(lex) -> None:
    def one_case(listen, group, act):
        assert "socialize" not in actual_kinds(lex, f"{listen} {group} {act}.", "Ana")

    cases = list(itertools.product(LISTEN, GROUPS, AMONG))
    assert failing_cases(one_case, cases) == []


def test_each_other_stays_with_the_others(lex) -> None:
    def one_case(own, group, act):
        assert "socialize" not in actual_kinds(lex, f"{own} {group} {act}.", "Ana")

    cases = list(itertools.product(
        ["Ana lies in bed while", "Ana reads on the sofa as", "You wash up while"],
        ["the guests", "the neighbours", "two waiters", "Marta and Jonas"],
        ["tell each other jokes", "tell each other stories", "hug each other"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana listens to her friend talk about her day.",
    "Ana listens to her grandfather describe the earthquake of 1962.",
    "Ana and Ben tell each other jokes.",
    "We tell each other jokes all evening.",
    "You and your sister tell each other stories until midnight.",
    "Ana chats with the twins while they play cards.",
])
def test_observer_keeps_own_company(lex, text):
    assert "socialize" in actual_kinds(lex, text, "Ana")
