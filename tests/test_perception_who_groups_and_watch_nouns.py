"""A group of people named by a collective noun is those people, and a witness word used as a noun
watches nothing (session 8, from two leaks of heldout53: "Kenji is marking homework @ school:
classroom 3B; out on the field the PE class is running laps" gave Kenji the laps; "After the
night watch, Mohammed sleeps fourteen hours" gave the sleep to someone else).

- A ``subjects.collectives`` noun (class, squad, choir, platoon) after a determiner and up to
  three modifiers, right before an auxiliary or a finite action, is the subject of that verb,
  wherever its clause opens; after a preposition it is not ("at the back of the group").
- A witness cue (watch, look, spot) after a determiner and a singular modifier is a noun ("the
  night watch", "the best spot"); one followed by a comma watches nothing after it.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

GROUPS = ["class", "PE class", "squad", "platoon", "troop", "group", "tour group", "year 9 class",
          "whole class", "orchestra", "cast", "gang"]
OPENINGS = ["Kenji marks homework; out on the field the {g} {v}.",
            "Kenji marks homework while the {g} {v}.",
            "Kenji marks homework and the {g} {v}.",
            "Kenji marks homework. Outside, the {g} {v}.",
            "Kenji marks homework. Next door his {g} {v}."]
VERBS = ["is running laps", "runs laps", "ran laps", "is eating lunch", "eats lunch",
         "is asleep on the coach", "plays football"]


def test_a_group_before_its_verb_is_those_people(lex) -> None:
    def one_case(g, v, opening):
        assert actual_kinds(lex, opening.format(g=g, v=v), "Kenji") == {"work"}

    cases = list(itertools.product(GROUPS, VERBS, OPENINGS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,expected", [
    # the observer coordinated with the group shares what it does
    ("Kenji and his class eat lunch in the hall.", {"eat", "socialize"}),
    # as an object, or after a preposition, the group is no subject
    ("Kenji teaches the class, then eats lunch.", {"eat", "work"}),
    ("Kenji eats lunch with the team.", {"eat", "socialize"}),
    ("Maeve leads a tour; a tourist at the back of the group faints.", set()),
    ("Kenji joins a running club and runs five miles.", {"exercise"}),
])
def test_group_controls(lex, text, expected):
    assert actual_kinds(lex, text, "Kenji") == expected


WATCHES = ["After the night watch,", "After the night watch", "After the dawn watch,",
           "After a long watch,", "After his watch,", "After keeping watch,",
           "After three nights on watch,"]
RESTS = [("sleeps fourteen hours", "sleep"), ("eats a huge breakfast", "eat"),
         ("drinks a mug of tea", "drink"), ("naps in the bunk", "sleep")]


def test_a_watch_named_as_a_noun_watches_nothing(lex) -> None:
    def one_case(watch, rest):
        kinds = actual_kinds(lex, f"{watch} Mohammed {rest[0]}.", "Mohammed")
        assert rest[1] in kinds

    cases = list(itertools.product(WATCHES, RESTS))
    assert failing_cases(one_case, cases) == []


SPOTS = ["the best spot", "a good spot", "the night watch", "the quick look"]


@pytest.mark.parametrize("spot", SPOTS)
def test_a_noun_witness_word_leaves_the_observers_meal_alone(lex, spot):
    assert actual_kinds(lex, f"From {spot} on the deck, you eat a sandwich.", "Mohammed") \
        == {"eat"}


@pytest.mark.parametrize("text", [
    # a witness verb, in any form, still watches someone else
    "Mohammed watches Tom eat a sandwich.",
    "The kids watch Tom eat a sandwich.",
    "The old man watches Tom eat a sandwich.",
    "Mohammed is leaning on the counter watching the cook eat a sandwich.",
    "You watch, horrified, as Tom collapses.",
])
def test_witness_verbs_still_watch_others(lex, text):
    assert actual_kinds(lex, text, "Mohammed") == set()
