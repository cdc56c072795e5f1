"""Session 10: handing or passing a thing to a served person is service, the job.

``hand`` and ``pass`` are ``status_activity.tasks``: not_verbs that a frame naming the job
makes a task, here a served person as the recipient ("hands a bowl of noodles to a customer",
"passes the patient a cup of water"). A served noun followed by an article or a possessive is
the first of two objects, no compound's first half ("hands the customer his change")."""

from __future__ import annotations

from itertools import product

import pytest

from engine.perception import perceive


def actual_self(lex, text: str, observer: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer) if e.is_actual_self}


VERBS = ["hands", "passes", "is handing", "handed"]
SERVED = ["a customer", "the patient", "the passengers", "a passenger", "the buyer", "a client"]
THINGS = ["a receipt", "the form", "a paper bag", "a leaflet"]


@pytest.mark.parametrize(("verb", "served", "thing"), list(product(VERBS, SERVED, THINGS)))
def test_handing_a_thing_to_a_served_person_is_work(lex, verb, served, thing):
    assert actual_self(lex, f"Mei {verb} {thing} to {served}.", "Mei") == {"work"}


@pytest.mark.parametrize(("verb", "served", "thing"), list(product(
    ["hands", "passes", "handed"], SERVED, ["his change", "her receipt", "a leaflet",
                                             "the card machine"])))
def test_a_served_person_as_the_first_of_two_objects_is_work(lex, verb, served, thing):
    assert actual_self(lex, f"Mei {verb} {served} {thing}.", "Mei") == {"work"}


@pytest.mark.parametrize(("verb", "person", "thing"), list(product(
    ["hands", "passes", "handed"],
    ["her sister", "the attendant", "her friend", "her husband", "the man next to her"],
    ["her coat", "the salt", "a leaflet", "the baby"])))
def test_handing_a_thing_to_anyone_else_is_no_work(lex, verb, person, thing):
    assert "work" not in actual_self(lex, f"Mei {verb} {thing} to {person}.", "Mei")


@pytest.mark.parametrize("text", [
    "A customer hands Mei a note.",
    "The patient passes Mei the form.",
    "Mei's colleague hands a receipt to a customer.",
])
def test_someone_else_handing_is_not_the_observers_work(lex, text):
    assert "work" not in actual_self(lex, text, "Mei")
