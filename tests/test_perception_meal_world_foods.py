"""Foods and drinks of settings the lexicon had not reached, and foods named in the singular
where only their plural was listed ("You taste a single raisin", "fills up on boortsog and
clotted cream instead", "tastes the khorkhog that the host hands him" were missed: a verb
such as taste, try or fill up on needs a known food after it).

The eat and drink ``objects`` lists gain the singulars and the street, camp and festival foods
and drinks of more places (a steppe camp, a Lagos bus park, an Indian station, a fairground).
A food word only handled, sold or cooked stays no meal; a word that is also a common non-food
is left out of the lists.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

SUBJECTS = ["You", "Ana"]
EAT_VERBS = {"You": ["taste", "try", "fill up on"], "Ana": ["tastes", "tries", "fills up on"]}
FOODS = ["a raisin", "a single fig", "some khuushuur", "the boortsog",
         "the puff puff", "some moi moi", "the pav bhaji", "a plate of misal pav",
         "the jhal muri", "a toffee apple", "the cotton candy", "a prawn", "the bhelpuri"]
DRINK_VERBS = {"You": ["sip", "have", "knock back"], "Ana": ["sips", "has", "knocks back"]}
DRINKS = ["a cutting chai", "some salted milk tea", "a sachet of sachet water",
          "a glass of rakia", "a malt drink", "a sweet lassi"]


def test_a_world_food_after_a_verb_of_eating_is_eaten(lex) -> None:
    def one_case(subject, n, food):
        verb = EAT_VERBS[subject][n]
        assert "eat" in actual_kinds(lex, f"{subject} {verb} {food}.", "Ana")

    cases = list(itertools.product(SUBJECTS, range(3), FOODS))
    assert failing_cases(one_case, cases) == []


def test_a_world_drink_after_a_verb_of_drinking_is_drunk(lex) -> None:
    def one_case(subject, n, drink):
        verb = DRINK_VERBS[subject][n]
        assert "drink" in actual_kinds(lex, f"{subject} {verb} {drink}.", "Ana")

    cases = list(itertools.product(SUBJECTS, range(3), DRINKS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    # handled, sold or watched, not eaten
    "Ana sells puff puff from a tray at the bus park.",
    "Ana watches the vendor wrap the jhal muri in newspaper.",
    "Ana counts the khuushuur on the tray for the guests.",
    # common non-food words left out of the lists
    "Ana has a date with Tom on Friday.",
    "Ana has an orange vest on.",
    "Ana tries the gala dress on.",
])
def test_a_food_word_not_eaten_is_no_meal(lex, text):
    assert "eat" not in actual_kinds(lex, text, "Ana")
    assert "drink" not in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("text,observer,kind", [
    ("You taste a single raisin from the bowl the visitors left on your caravan step.",
     "Émilie", "eat"),
    ("Chiara pushes the fatty mutton tail to the edge of her plate and fills up on boortsog "
     "and clotted cream instead.", "Chiara", "eat"),
])
def test_the_lines_that_taught_it(lex, text, observer, kind):
    assert kind in actual_kinds(lex, text, observer)


@pytest.mark.parametrize("food", ["toast", "a bacon sandwich", "a bowl of pho",
                                  "two boiled eggs"])
def test_a_hangover_nursed_with_a_food_is_a_meal(lex, food):
    got = actual_kinds(lex, f"You nurse a hangover with {food}.", "Ana")
    assert "eat" in got
    assert "illness" in got  # the hangover is still had


def test_a_hangover_nursed_with_a_pill_is_no_meal(lex):
    assert "eat" not in actual_kinds(lex, "You nurse a hangover with paracetamol.", "Ana")


@pytest.mark.parametrize("count", ["two helpings", "three helpings", "several helpings"])
def test_helpings_counted_are_eaten(lex, count):
    assert "eat" in actual_kinds(lex, f"Catering did lamb tagine and I had {count} sitting "
                                      f"on an apple box.", "Ana")


def test_helpings_served_to_others_are_not_eaten(lex):
    assert "eat" not in actual_kinds(lex, "Ana serves two helpings to each child.", "Ana")
