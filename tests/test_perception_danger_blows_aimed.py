"""A blow or a missile aimed at someone, hit or not, is a danger for the one it is aimed at
(core.yaml ``danger.verbs``/``danger.objects`` and the person group of ``danger.unfolding``).

* "A drunk man swings a bottle at Mira; she ducks", "a stranger hurls a brick at Mira": the
  target named after it is in danger.
* "The defendant's brother lunges at Mira", "a drunk swings at Mira": a person who goes for
  someone, as an animal does.
* Controls: someone else as the target is never the observer's; a tool or a ball swung, a
  keeper lunging at the ball and a man going for a run are no threat.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Mira"

ATTACKERS = ["A drunk man", "A stranger", "The defendant's brother", "A teenager", "A man"]
THROWN = ["swings a bottle at {t}", "hurls a brick at {t}",
          "flings a glass at {t}", "swings a broken bottle at {t}", "lunges at {t}",
          "swings at {t}", "launches himself at {t}"]
TAILS = [".", " on the night bus; she ducks.", " in the corridor, shouting."]
OTHERS = ["Tom", "the barman", "his brother", "a tourist"]


def self_danger(lex, text: str) -> list:
    return [e for e in perceive(text, lex, observer=OBSERVER)
            if e.kind == "danger" and e.is_actual_self]


def test_a_blow_aimed_at_the_observer_is_their_danger(lex) -> None:
    def one_case(who, act, tail):
        text = f"{who} {act.format(t=OBSERVER)}{tail}"
        assert self_danger(lex, text), text

    cases = list(itertools.product(ATTACKERS, THROWN, TAILS))
    assert failing_cases(one_case, cases) == []


def test_a_blow_aimed_at_someone_else_is_not_the_observers(lex) -> None:
    def one_case(who, act, other):
        text = f"{who} {act.format(t=other)} while Mira waits outside."
        assert not self_danger(lex, text), text

    cases = list(itertools.product(ATTACKERS, THROWN, OTHERS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "The keeper lunges at the ball.",
    "The man goes for a run.",
    "Mira swings the axe at the log.",
    "Mira swings a golf club on the range.",
    "The boy throws a stone into the lake.",
    "A man swings a hammer at the fence post.",
    "Mira swings her bag onto her shoulder.",
])
def test_tools_balls_and_errands_are_no_threat(lex, text):
    assert not self_danger(lex, text), text
