"""Session 9: what is had instead of a food or drink refused, and an animal's meat as food.

Core.yaml's eat and drink kinds' ``instead_verbs`` ("stick to", "switch to", "make do with"):
followed by a bare noun the lexicon need not know, after an object of the kind that a negation
stands before in the sentence ("doesn't touch the mezcal"), they are an event of that kind
(:func:`engine.perception._had_instead`). And an animal's meat or eggs ("the horse meat") are a
food, not the animal as someone in the scene, so "she" after them is still the subject. Taken
from r59-048 ("Xiadani doesn't touch the mezcal, sticking to agua de jamaica all night") and
h29-044 ("Hallgerd won't touch the horse meat; she eats only bread and cheese by the fire"),
widened to refusals x drinks x verbs, with controls: nothing refused, a determiner after the
verb ("sticks to her guns", "the plan"), someone else refusing.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Xiadani"


REFUSALS = ["doesn't touch the mezcal", "won't touch the wine", "never touches the beer",
            "skips the tequila", "refuses the whisky"]
INSTEAD = ["sticking to agua de jamaica all night", "and sticks to tepache",
           "switching to hibiscus water", "and makes do with chicha morada",
           "and settles for kompot"]


def test_a_drink_had_instead_of_one_refused_is_drunk(lex):
    wrong = []
    for refusal, instead in itertools.product(REFUSALS, INSTEAD):
        sep = "" if instead.startswith("and") else ","
        text = f"Xiadani {refusal}{sep} {instead}."
        if actual_kinds(lex, text, OBSERVER) != {"drink"}:
            wrong.append((text, actual_kinds(lex, text, OBSERVER)))
    assert wrong == []


def test_a_food_had_instead_of_one_refused_is_eaten(lex):
    for refusal, dish in itertools.product(
            ("won't touch the horse meat", "doesn't touch the stew", "refuses the cake"),
            ("kitfo", "mujaddara", "tteokbokki")):
        text = f"Xiadani {refusal}, sticking to {dish}."
        assert actual_kinds(lex, text, OBSERVER) == {"eat"}, text


def test_an_animals_meat_is_food_not_someone_in_the_scene(lex):
    for meat in ("horse meat", "whale meat", "goat meat", "duck eggs", "pigeon pie"):
        text = f"Xiadani won't touch the {meat}; she eats only bread and cheese by the fire."
        assert actual_kinds(lex, text, OBSERVER) == {"eat"}, text
        assert actual_kinds(lex, f"Xiadani eats the {meat}.", OBSERVER) == {"eat"}
    assert actual_kinds(lex, "The horse eats hay beside Xiadani.", OBSERVER) == set()


CONTROLS = [
    "Xiadani refuses the beer and sticks to her guns.",
    "Xiadani never touches the wine and sticks to the plan.",
    "Xiadani is sticking to deadlines all week.",
    "Xiadani's brother doesn't touch the mezcal, sticking to agua de jamaica all night.",
    "Xiadani doesn't touch the mezcal, sticking to me like glue.",
]


def test_controls_have_nothing_instead(lex):
    found = [(text, actual_kinds(lex, text, OBSERVER)) for text in CONTROLS
             if actual_kinds(lex, text, OBSERVER) & {"eat", "drink"}]
    assert found == []
