"""Who did what: someone else's name with "'s" before a verb ("Jorge's napping in the cab",
"Lena's been drinking all night", "Tariq's arguing with the driver", "Ingrid's burned her
hand") says "is" or "has": the name is the subject, the act is theirs, never the observer's.

Negative controls: an owner's "'s" before an adjective in -ed and a noun stays an owner ("Mr
Ochieng's burned forearm" that the observer dresses is no act of anyone's here), and the
observer's own acts in the same shapes stay theirs."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive

NAMES = ["Jorge", "Lena", "Tariq", "Ingrid", "Bjørn"]
ACTS = {"sleep": "napping in the cab", "drink": "been drinking all night",
        "eat": "eating lunch in the canteen", "conflict": "arguing with the driver",
        "injury": "burned his hand on the flare line"}
OPENERS = ["", "Ana: ", "[03:12] ", "Ana says "]


def test_a_names_contracted_is_or_has_makes_it_the_subject(lex) -> None:
    def one_case(name, kind, opener):
        text = f"{opener}{name}'s {ACTS[kind]}."
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(NAMES, ACTS, OPENERS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("kind", ["sleep", "eat", "conflict"])
def test_the_observers_own_act_stays_theirs(lex, kind):
    assert kind in actual_kinds(lex, f"Ana is {ACTS[kind]}.", "Ana"), kind
    assert kind in actual_kinds(lex, f"Ana was {ACTS[kind]} while Jorge's truck idled.",
                                "Ana"), kind


@pytest.mark.parametrize("name", ["Mr Ochieng", "Jorge", "Lena"])
def test_an_owner_before_an_adjective_and_a_noun_stays_an_owner(lex, name):
    text = f"Ana changes the dressing on {name}'s burned forearm while he dozes."
    assert "injury" not in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("name,noun", list(itertools.product(["Selin", "Jorge"],
                                                           ["building", "wedding"])))
def test_an_owner_before_an_ing_noun_stays_an_owner(lex, name, noun):
    text = f"Flames are climbing the stairwell of {name}'s {noun} and Ana runs out."
    got = [e for e in perceive(text, lex, observer="Ana") if e.term == "flames"]
    assert got and all(e.subject == "other" for e in got), text
