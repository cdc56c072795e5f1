"""Someone else described by a participle phrase that ends in a threat, or named as a survivor
or a victim of it, is the one in the threat (perception._participle_victim, core.yaml
``danger.not_after``).

* "Mira swims out to a boy caught in the rip current", "throws a rope to two hikers stuck in
  the floodwater", "interviews a survivor of the earthquake": not the observer's danger.
* Controls: the observer described so ("Mira, caught in the rip current, waves for help"),
  or the threat reaching the observer's own clause, stays theirs.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Mira"

ACTS = ["Mira swims out to", "Mira waves at", "Mira runs towards", "Mira throws a rope to",
        "Mira points at"]
PEOPLE = ["a boy", "two hikers", "an old man", "the fisherman"]
PHRASES = ["caught in the rip current", "stuck in the floodwater", "surrounded by the flames",
           "stranded on the ledge in the storm", "trapped by the rockfall"]
NAMED = ["Mira interviews a survivor of the earthquake.",
         "Mira lays flowers for the victims of the flood.",
         "Mira writes about the survivors of a tornado.",
         "Mira treats a victim of the avalanche."]


def self_danger(lex, text: str) -> list:
    return [e for e in perceive(text, lex, observer=OBSERVER)
            if e.kind == "danger" and e.is_actual_self]


def test_someone_described_by_a_threat_phrase_is_its_victim(lex) -> None:
    def one_case(act, who, phrase):
        text = f"{act} {who} {phrase}."
        assert not self_danger(lex, text), text

    cases = list(itertools.product(ACTS, PEOPLE, PHRASES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", NAMED)
def test_a_survivor_or_victim_named_is_someone_else(lex, text):
    assert not self_danger(lex, text), text


@pytest.mark.parametrize("text", [
    "Mira is caught in the rip current.",
    "Mira, stuck in the floodwater, waves for help.",
    "The flames surround Mira and the old man.",
    "A rockfall traps Mira and two hikers on the ledge.",
])
def test_the_observer_in_the_threat_keeps_it(lex, text):
    assert self_danger(lex, text), text
