"""Who did it: "others" with no article, the people left besides the one a status line or a
log is about ("Leila is reading @ sleeper train: berth 14; others asleep", "Joseph is
waiting @ bus park: bay 6; others napping on their bags", "Ana reads; others eat"), are other
people, as "the others" are: what they do is theirs.

Negative controls: the observer's own act with others ("Ana eats with others", "Ana and others
eat", "Ana eats while others nap", "Ana chats with others at the bar") stays theirs.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

SCENES = [("Leila", "reading", "sleeper train: berth 14"),
          ("Joseph", "waiting", "bus park: bay 6"),
          ("Tuya", "churning butter", "camp: main ger"),
          ("Marco", "rehearsing", "big top: ring 1")]
OTHERS = {"sleep": "asleep", "eat": "eating instant noodles", "drink": "drinking tea",
          "conflict": "arguing with the driver"}


def test_others_on_a_status_line_are_someone_else(lex) -> None:
    def one_case(scene, kind):
        name, doing, place = scene
        for text in (f"{name} is {doing} @ {place}; others {OTHERS[kind]}",
                     f"{name} is {doing} @ {place}; the others {OTHERS[kind]}"):
            assert kind not in actual_kinds(lex, text, name), text

    cases = list(itertools.product(SCENES, OTHERS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("verb,kind", [("eat", "eat"), ("nap", "sleep"), ("drink", "drink")])
def test_others_opening_a_clause_are_someone_else(lex, verb, kind):
    for text in (f"Ana reads; others {verb}.", f"Others {verb}."):
        assert kind not in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text,kind", [("Ana eats with others.", "eat"),
                                       ("Ana and others eat.", "eat"),
                                       ("Ana eats while others nap.", "eat"),
                                       ("Ana chats with others at the bar.", "socialize"),
                                       ("Ana argues with others about the rota.", "conflict")])
def test_the_observers_own_act_with_others_stays(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana"), text
