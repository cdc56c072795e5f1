"""Session 23: a status line's kitchen under a proper name is a business's, where staff work.

A kitchen is one of ``status_activity.not_places`` (a home has one), so a task verb in a status
line whose sub-place is a kitchen was read as a chore even when the main place is a named
business ("Sid is chopping vegetables @ The Olive Tree: kitchen", "@ Golden Wok: kitchen").
Now a sub-place that is one of ``status_activity.named_business_rooms`` under a main place whose
every word is capitalised is the business's room. A home named by whose it is ("@ Sid's flat:
kitchen"), home itself, a named block of flats ("@ Parkside Flats: kitchen", ``flats`` joins
not_places) and a leisure verb there ("is reading the menu") stay no work."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

OBSERVER = "Sid"


@pytest.mark.parametrize("text", [
    "Sid is chopping vegetables @ The Olive Tree: kitchen",
    "Sid is loading the dishwasher @ Mama Rosa's: kitchen",
    "Sid is stir-frying noodles @ Golden Wok: kitchen; Li is packing the orders into bags",
    "Sid is scrubbing the grill @ Casa Pepe: back kitchen",
])
def test_a_named_places_kitchen_is_a_workplace(lex, text):
    assert "work" in actual_kinds(lex, text, OBSERVER)


def test_homes_public_places_and_leisure_stay_no_work(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, OBSERVER)

    cases = [
        "Sid is chopping vegetables @ Sid's flat: kitchen",
        "Sid is chopping vegetables @ home: kitchen",
        "Sid is re-labelling the spice jars @ Parkside Flats: kitchen",
        "Sid is reading the menu @ The Olive Tree: kitchen",
        "Sid is checking the departures board @ Milano Centrale: platform 7",
        "Sid is scraping ice off the windscreen @ Brașov: street parking",
    ]
    assert failing_cases(one_case, cases) == []
