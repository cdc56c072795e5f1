"""Key=value status records (s10h5, from r63-012): a place field spelt ``loc=``, ``location=``
or ``place=`` (or ``loc:``) holds a place, so its capitalised words are no person who could
take the record's activity from the ``agent=`` it belongs to; a record's next field (``act=``,
``mood=`` ...) ends the place even with no ``|`` between them."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBSERVER = "Leilani"
ACTS = {"paddleboarding laps along the reef": "exercise", "swimming laps": "exercise",
        "eating a poke bowl": "eat", "drinking a smoothie": "drink",
        "chatting with two surfers": "socialize"}
PLACES = ["Ala Moana beach park", "Kapiolani Park", "the Waikiki Aquarium", "Hale Koa gym",
          "the beach"]
KEYS = ["loc=", "location=", "place=", "loc: ", "location: "]
ACT_KEYS = ["act=", "action=", "act: ", "action: "]


def record_cases(sep: str):
    for key, place, act_key, act in itertools.product(KEYS, PLACES, ACT_KEYS, ACTS):
        if not sep and not (key.endswith("=") and act_key.endswith("=")):
            continue  # with no "|", a record spells every field "key=value"
        agent = "agent=" if "=" in key else "agent: "
        fields = [f"{agent}Leilani", f"{key}{place}", f"{act_key}{act}", "energy=high"]
        yield f"Status {sep} " + f" {sep} ".join(fields) if sep else " ".join(fields), ACTS[act]


@pytest.mark.parametrize("sep", ["|", ""])
def test_a_records_activity_is_its_agents_whatever_the_place_field(lex, sep):
    cases = list(record_cases(sep))
    assert len(cases) == (500 if sep else 150)
    missed = [text for text, kind in cases if kind not in actual_kinds(lex, text, OBSERVER)]
    assert missed == []


@pytest.mark.parametrize("sep", ["|", ""])
def test_someone_elses_record_gives_the_observer_nothing(lex, sep):
    wrong = [text for text, _ in record_cases(sep) if actual_kinds(lex, text, observer="Marta")]
    assert wrong == []


@pytest.mark.parametrize("text", [
    "[log 14:02] agent=Marta action=sleeping location=dorm:bunk 3 | "
    "[log 14:02] agent=Leilani action=waiting location=dorm:doorway",
    "Status | agent=Marta | loc=Ala Moana beach park | act=paddleboarding laps | energy=high",
    "[09:14] agent=Marta loc=Canteen Royal act=\"eating a toastie\" mood=content",
])
def test_another_agents_fields_give_the_observer_nothing(lex, text):
    assert actual_kinds(lex, text, OBSERVER) == set()
