"""The person a threat goes for is the one it happens to (core.yaml ``danger.target``).

* "A lorry nearly hits Tom", "a car swerves towards Tom", "a falling branch nearly crushes
  Tom", "the van mounts the kerb and misses Tom by inches" are Tom's danger, not the
  observer's: a threat's subject is the observer only when no one else is named, and a person
  a few words after the threat in its clause is whom it goes for. Before session 11 every one of
  these was a danger for the observer, who is not even in the sentence: a leak.
* "... nearly hits you", "... nearly hits Ana" (the observer) stay the observer's, also with
  a dog before the threat ("a dog nearly hits you": the phrase names its target).
* A person's body is theirs ("almost hits Tom's head"), a person owned is someone else
  ("almost hits her brother").
* Controls: a person after a clause word, "and" or "as" is no target ("flames climb the
  stairwell and Tom shouts for help", "a storm batters the coast as Tom drives home"), and the
  threat's own head is none ("the runaway horse cart thunders past Ana").
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Ana"

HAZARDS = ["A lorry", "A falling branch", "A loose roof tile", "A speeding van",
           "A runaway trolley", "A dog"]
THREATS = ["nearly hits", "almost hits", "narrowly misses", "swerves towards", "nearly crushes",
           "just misses"]


def danger(lex, text: str, observer: str = OBSERVER) -> tuple[bool, bool]:
    """(the observer's actual danger, someone else's actual danger)."""
    evs = [e for e in perceive(text, lex, observer=observer) if e.kind == "danger"]
    return (any(e.is_actual_self for e in evs),
            any(e.subject == "other" and not e.negated and e.mode == "actual" for e in evs))


def test_a_threat_at_someone_else_is_theirs(lex) -> None:
    def one_case(hazard, threat, target):
        assert danger(lex, f"{hazard} {threat} {target}.") == (False, True)

    cases = list(itertools.product(
        HAZARDS, THREATS, ["Tom", "her brother", "the postman", "Tom's head"]))
    assert failing_cases(one_case, cases) == []


def test_a_threat_at_the_observer_is_theirs(lex) -> None:
    def one_case(hazard, threat, target):
        assert danger(lex, f"{hazard} {threat} {target}.") == (True, False)

    cases = list(itertools.product(
        HAZARDS, THREATS, ["you", "Ana"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "A dog lunges at Tom.",
    "A truck barrels towards Tom.",
    "A van mounts the kerb and misses Tom by inches.",
    "A car skids and almost hits her brother.",
])
def test_named_targets_after_a_direction_or_a_second_verb(lex, text: str) -> None:
    assert danger(lex, text) == (False, True)


@pytest.mark.parametrize("text", [
    "A lorry nearly hits you while Tom watches.",
    "Flames climb the stairwell and Tom shouts for help.",
    "A storm batters the coast as Tom drives home.",
    "The runaway horse cart thunders past Ana.",
    "A car swerves towards Tom and you.",
    "A van mounts the kerb and misses you by inches.",
])
def test_controls_stay_the_observers(lex, text: str) -> None:
    assert danger(lex, text) == (True, False)
