"""Session 9: a food served or offered, then set to with a phrase or taken one of.

Core.yaml's eat and drink kinds: ``consume_phrases`` ("start on", "get stuck into", "make short
work of") followed by "it" or "them", and ``portion_verbs`` ("take", "grab", "have", "help
herself to") followed by a portion whose noun is left out ("one", "a lemon one", "the last
one"), take the food or drink named before them in the sentence or the one before; with none
named, what one of the kind's ``served_by`` (waiter, cook; barman for drink) hands over is that
kind's (:func:`engine.perception._phrased_antecedents`). Taken from r60-074 ("The waiter brings
Zofia's żurek and she starts on it") and the day file day-b tick 66 ("Femi brings over a tub of
ice lollies someone donated, and you take a lemon one"), widened to givers x foods x phrases,
with controls: a portion carried off ("takes one home for later", "one for her daughter"), "one"
before a noun ("takes one look"), a thing held, not eaten ("takes it"), forms started on, a
thing handed by someone who serves no food.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

from engine.perception import perceive

OBSERVER = "Zofia"


GIVERS = ["The waiter brings", "Her brother hands", "Femi passes"]
FOODS = ["a bowl of soup", "a plate of dumplings", "a slice of cake", "the sandwiches"]
PHRASES = ["starts on it", "gets stuck into it", "makes short work of it", "digs into it",
           "gets through half of it", "sets about it"]


def test_a_phrase_that_sets_to_a_named_food_eats_it(lex):
    missed = []
    for giver, food, phrase in itertools.product(GIVERS, FOODS, PHRASES):
        text = f"{giver} Zofia {food} and she {phrase}."
        if actual_kinds(lex, text, OBSERVER) != {"eat"}:
            missed.append((text, actual_kinds(lex, text, OBSERVER)))
    assert missed == []


def test_a_drink_set_to_with_a_phrase_is_drunk(lex):
    for drink in ("a pint of bitter", "a mug of cocoa", "a glass of wine"):
        for phrase in ("starts on it", "makes short work of it", "knocks it back"):
            text = f"Her brother hands Zofia {drink} and she {phrase}."
            assert actual_kinds(lex, text, OBSERVER) == {"drink"}, text


SERVED = ["żurek", "shakshuka", "pierogi", "bigos", "ful medames"]


def test_a_dish_the_waiter_brings_is_food_when_it_is_set_to(lex):
    missed = []
    for server, dish in itertools.product(("waiter", "waitress", "cook"), SERVED):
        for phrase in ("starts on it", "gets stuck into it", "wolfs it down", "demolishes it"):
            text = f"The {server} brings Zofia's {dish} and she {phrase}."
            if actual_kinds(lex, text, OBSERVER) != {"eat"}:
                missed.append((text, actual_kinds(lex, text, OBSERVER)))
    assert missed == []
    text = "The barman sets down Zofia's michelada and she starts on it."
    assert actual_kinds(lex, text, OBSERVER) == {"drink"}


SUBJECTS = {"Zofia": ("takes", "grabs", "has", "helps herself to"),
            "I": ("take", "grab", "have", "help myself to"),
            "You": ("take", "grab", "have", "help yourself to")}
OFFERS = ["Femi brings over a tub of ice lollies someone donated, and",
          "There is a plate of biscuits on the desk;",
          "Her aunt hands round a box of chocolates and"]
PORTIONS = ["one", "a lemon one", "the last one", "another one", "one of them"]


def test_one_of_a_food_offered_is_eaten(lex):
    missed = []
    for (subj, verbs), offer, portion in itertools.product(SUBJECTS.items(), OFFERS, PORTIONS):
        for verb in verbs:
            text = f"{offer} {subj} {verb} {portion}."
            if actual_kinds(lex, text, OBSERVER) != {"eat"}:
                missed.append((text, actual_kinds(lex, text, OBSERVER)))
    assert missed == []


def test_one_of_the_drinks_poured_is_drunk(lex):
    for subj, verb in (("Zofia", "takes"), ("I", "grab"), ("You", "have")):
        text = f"Femi pours three glasses of wine and {subj} {verb} one."
        assert actual_kinds(lex, text, OBSERVER) == {"drink"}, text


def test_a_portion_is_small(lex):
    text = "Femi brings over a tub of ice lollies someone donated, and you take a lemon one."
    events = [e for e in perceive(text, lex, observer="Ines") if e.is_actual_self]
    # "one" (0.8) of an ice lolly (a snack-sized portion, 0.3)
    assert [(e.kind, e.strength, e.term) for e in events] == [("eat", 0.24, "take + ice lolly")]


CONTROLS = [
    "Femi brings over a tub of ice lollies, and Zofia takes one home for later.",
    "Femi brings over a tub of ice lollies, and Zofia takes one for her daughter.",
    "Femi brings over a tub of ice lollies, and Zofia takes one back to the ward.",
    "Femi brings over a tub of ice lollies, and Zofia takes one look and shakes her head.",
    "Her brother hands Zofia a bowl of soup and she takes it.",
    "Her brother hands Zofia a bowl of soup and she takes it to the kitchen.",
    "The clerk brings Zofia the forms and she starts on them.",
    "The porter brings Zofia's suitcase and she empties it.",
    "Femi hands out leaflets and Zofia takes one.",
    "The waiter brings Zofia's brother a bowl of soup and he starts on it.",
    "Femi brings over a tub of ice lollies, and her son takes a lemon one.",
]


def test_controls_make_no_meal_of_the_observer(lex):
    found = [(text, actual_kinds(lex, text, OBSERVER)) for text in CONTROLS
             if actual_kinds(lex, text, OBSERVER) & {"eat", "drink"}]
    assert found == []
