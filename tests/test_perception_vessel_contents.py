"""A cooking vessel's contents decide the meal: a pot of stew is eaten, a pot of tea drunk (s10h6).

"By midnight Florin had put away a whole pot of sarmale" eats a dish the lexicon does not know,
as "a plate of" or "a bowl of" already did; "a pot of jasmine tea" is still drunk, not eaten:
the first item with a meal object within two plain words after "of" decides (core.yaml eat
``objects``: pot of, pan of, saucepan of, casserole of, tray of;
engine/perception.py ``_contents_other``). Seen in the tuning sets as r64-121; the grid widens
it to subjects x consuming verbs x vessels x dishes and drinks, with controls: someone else,
negated, planned, a vessel only cooked, carried or washed.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Florin"


SUBJECTS = ["Florin", "I", "You"]
VERBS = ["had put away", "polished off", "got through", "finished", "had"]
VESSELS = ["a whole pot of", "a pan of", "a tray of", "half a casserole of", "a saucepan of"]
DISHES = ["sarmale", "feijoada", "jollof", "pierogi", "stew", "rice", "lasagne"]
DRINK_VERBS = ["had put away", "got through", "finished", "had"]  # "polish off" eats anyway
DRINKS = ["tea", "jasmine tea", "coffee", "mulled wine"]


def test_a_vessel_of_a_dish_is_eaten(lex):
    wrong = {}
    for subject, verb, vessel, dish in itertools.product(SUBJECTS, VERBS, VESSELS, DISHES):
        text = f"By midnight {subject} {verb} {vessel} {dish}."
        if actual_kinds(lex, text, OBSERVER) != {"eat"}:
            wrong[text] = actual_kinds(lex, text, OBSERVER)
    assert wrong == {}


def test_a_pot_of_a_drink_is_drunk_not_eaten(lex):
    wrong = {}
    for subject, verb, drink in itertools.product(SUBJECTS, DRINK_VERBS, DRINKS):
        text = f"{subject} {verb} a pot of {drink}."
        if actual_kinds(lex, text, OBSERVER) != {"drink"}:
            wrong[text] = actual_kinds(lex, text, OBSERVER)
    assert wrong == {}


def test_a_pot_of_tea_passes_the_eat_search_on_to_a_later_food(lex):
    text = "Florin and Ana share a pot of masala chai and a plate of samosas."
    assert actual_kinds(lex, text, OBSERVER) == {"drink", "eat", "socialize"}
    assert actual_kinds(lex, "Florin catches up with Ana over a pot of green tea.",
                        OBSERVER) == {"drink",
                                                                                  "socialize"}
    assert actual_kinds(lex, "Florin catches up with Ana over a pot of feijoada.",
                        OBSERVER) == {"eat",
                                                                                 "socialize"}


CONTROLS = [
    # someone else
    "Florin's brother had put away a whole pot of sarmale.",
    "Ana polished off a tray of baklava while Florin washed up.",
    # negated, planned
    "Florin never touched the pot of sarmale.",
    "Florin will finish the pan of lasagne tomorrow.",
    # a vessel cooked, carried, washed or bought: no meal
    "Florin is stirring a pot of stew on the stove.",
    "Florin carries a tray of glasses to the bar.",
    "Florin soaks the pan of leftover rice in the sink.",
    "Florin buys a pot of paint.",
    "Florin waters a tray of seedlings.",
]


def test_controls(lex):
    wrong = {t: actual_kinds(lex, t, OBSERVER) for t in CONTROLS if actual_kinds(lex, t, OBSERVER)}
    assert wrong == {}
