"""A drink named by its vessel or its volume ("a thermos of tinto", "a whole litre of hot
Milo") or by a regional name ("aguapanela", "teh tarik") is drunk with the kind's verbs; the
same vessel bought or packed, and a harvest's party, stay none of those."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

WHO = [("Marta", "Marta", "s"), ("You", "Marta", ""), ("I", "Marta", "")]


DRINKS = [
    "{s} finish{es} a whole litre of hot Milo",
    "{s} down{v} a litre of water after the run",
    "{s} drain{v} a tumbler of lassi",
    "{s} finish{es} a thermos of tinto on the tailgate",
    "{s} sip{v} a mug of aguapanela by the stove",
    "{s} drink{v} a glass of agua de panela at the stall",
]


def test_a_drink_by_its_vessel_or_regional_name_is_drunk(lex) -> None:
    def one_case(who, template):
        subject, observer, s = who
        text = template.format(s=subject, v=s, es="es" if s else "") + "."
        assert "drink" in actual_kinds(lex, text, observer), text

    cases = list(itertools.product(WHO, DRINKS))
    assert failing_cases(one_case, cases) == []


NOT_DRINKS = [
    "{s} buy{v} a litre of petrol at the garage",
    "{s} pack{v} a thermos in the rucksack",
    "{s} pour{v} a litre of oil into the engine",
]


@pytest.mark.parametrize("who,template", list(itertools.product(WHO, NOT_DRINKS)))
def test_a_vessel_bought_packed_or_poured_away_is_no_drink(lex, who, template):
    subject, observer, s = who
    text = template.format(s=subject, v=s) + "."
    assert "drink" not in actual_kinds(lex, text, observer), text


PARTIES = ["{s} eat{v} two plates of lechona at the end-of-harvest fiesta",
           "{s} dance{v} all night at the harvest celebrations",
           "{s} dance{v} at the harvest dance"]


@pytest.mark.parametrize("who,template", list(itertools.product(WHO, PARTIES)))
def test_a_party_named_by_its_work_is_no_work(lex, who, template):
    subject, observer, s = who
    text = template.format(s=subject, v=s) + "."
    assert "work" not in actual_kinds(lex, text, observer), text
