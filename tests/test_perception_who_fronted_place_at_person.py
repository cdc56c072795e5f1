"""Who did what: a short place phrase at the observer, with no comma ("behind him", "beside
her", "opposite them"), ends before a new subject: "behind him the water-seller in his red
costume pours a drink" is the seller's drink, also when the role noun is hyphenated and its
first half is a word the lexicon knows ("the water-seller", "a tea-seller") or a phrase stands
between the noun and its verb. Negative controls: the observer doing the same thing keeps it,
and a hyphenated thing before the observer's own verb ("drinks the ice-cold water") is no
person."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OWN = ["Driss haggles over a bag of dates", "Driss counts his coins",
       "Driss is sorting the figs"]
PLACES = ["behind him", "beside him", "next to him"]
PEOPLE = ["the water-seller", "a tea-seller", "the seller in his red costume",
          "the water-seller in his red costume", "a juice-seller with a cart"]
ACTS = [("drink", "drinks a glass of mint tea"), ("drink", "gulps down a bottle of water"),
        ("eat", "eats a bowl of harira"), ("eat", "munches a handful of dates")]


def test_fronted_place_at_observer_hands_the_act_on(lex) -> None:
    def one_case(own, place, person, act):
        kind, verb = act
        assert kind not in actual_kinds(lex, f"{own}; {place} {person} {verb}.", "Driss")

    cases = list(itertools.product(OWN, PLACES, PEOPLE, ACTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("place,act", list(itertools.product(PLACES, ACTS)))
def test_observer_keeps_own_act_after_the_place(lex, place, act):
    kind, verb = act
    assert kind in actual_kinds(lex, f"The stall is quiet; {place} a cat sleeps and Driss {verb}.",
                                "Driss")


@pytest.mark.parametrize("text,kind", [
    ("Driss drinks the ice-cold water.", "drink"),
    ("Driss sips the non-alcoholic drinks at the stall.", "drink"),
    ("Driss eats the sugar-coated almonds.", "eat"),
    ("In the kitchen the kettle boils and Driss drinks tea.", "drink"),
])
def test_hyphenated_things_are_no_people(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Driss")


FRONTED = ["in the next bed", "at the far table", "by the door", "at noon", "in the corner"]
STRANGERS = ["an old man", "a stranger", "the porter"]


@pytest.mark.parametrize("fronted,person,act", list(itertools.product(FRONTED, STRANGERS, ACTS)))
def test_any_short_fronted_place_opens_a_new_subject(lex, fronted, person, act):
    kind, verb = act
    assert kind not in actual_kinds(lex, f"Driss lies awake; {fronted} {person} {verb}.", "Driss")


@pytest.mark.parametrize("text,kind", [
    ("On her shift at the Grand Hotel, Driss drinks a glass of mint tea.", "drink"),
    ("In the kitchen of the old house, Driss eats a bowl of harira.", "eat"),
    ("At last the soup arrives and Driss eats a bowl of harira.", "eat"),
])
def test_longer_fronted_phrases_keep_the_observer(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Driss")
