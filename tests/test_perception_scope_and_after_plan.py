"""A plan's or a wait's reach ends at "and" + an inflected verb of the subject: "promises to call
her mum back and eats her noodles", "orders a burger and eats it at the counter" (a plan's
infinitive cannot govern an inflected verb, and what the subject does next is no awaited
thing). A plural noun ending a list is no such verb ("wants to grab snacks and drinks for the
party"), and a base verb after "and" stays in the plan ("is going to swim and then eat")."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

PEOPLE = ["Ines", "Kofi", "Mei", "Tomás"]
CUES = ["promises to call her mum back", "plans to book a table for Friday",
        "wants to phone the landlord later", "intends to write to her aunt",
        "orders a second round for the table", "queues for the bus home"]
ACTS = {"eats her noodles": "eat", "drinks a glass of water": "drink",
        "finishes her sandwich": "eat", "sips her tea": "drink"}


def test_an_inflected_verb_after_and_is_done_now(lex):
    cases = [(f"{p} {c} and {a}.", p, k) for p, c, (a, k)
             in itertools.product(PEOPLE, CUES, ACTS.items())]
    assert len(cases) == 96
    assert [t for t, p, k in cases if k not in actual_kinds(lex, t, p)] == []


@pytest.mark.parametrize("text", [
    "Ines wants to grab snacks and drinks for the party.",
    "Ines is going to swim and then eat lunch.",
    "Ines plans to eat out and see a film.",
    "Ines wants to go home and sleep.",
    "Ines is about to sit down and eat.",
])
def test_controls_what_the_plan_governs_stays_planned(lex, text):
    assert actual_kinds(lex, text, "Ines") == set()
