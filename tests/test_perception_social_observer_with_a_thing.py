""""With" and the observer after a thing's clause tells where the observer is, not who keeps
them company: "the chairlift jolts to a stop, with Vlasta clinging to the bar", "the bus leaves
with Ana on board". Someone named before "with" ("Tom goes to the cinema with Ana") or a second
person coordinated after the observer keeps the company."""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

THINGS = ["The chairlift jolts to a stop", "The bus leaves the depot", "The old ferry sets off",
          "The lift shudders between floors", "The boat pulls away from the quay"]
TAILS = [", with {n} clinging to the rail", " with {n} on board", " with {n} inside",
         ", with {n} still in her seat"]


def social(lex, text: str, observer: str) -> bool:
    return any(e.kind == "socialize" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


def test_a_thing_with_the_observer_is_no_company(lex) -> None:
    def one_case(name, thing, tail):
        text = thing + tail.format(n=name) + "."
        assert not social(lex, text, name), text

    cases = list(itertools.product(
        ["Ana", "Vlasta", "Mei"], THINGS, TAILS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Tom goes to the cinema with Ana.",
    "Tom and Ola have dinner with Ana.",
    "Her brother spends the afternoon with Ana at the lake.",
    "Ana has lunch with Tom at the cafe.",
])
def test_someone_with_the_observer_stays_company(lex, text):
    assert social(lex, text, "Ana"), text
