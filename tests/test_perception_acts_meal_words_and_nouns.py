"""Meals finished or gone through, breakfast in slang, and a one-word seeing cue as a noun.

Core.yaml's eat terms take the owner's plate finished or cleared ("finishes her plate"; not
"the plate": a potter finishes one); "go through" is an eat and a drink verb with a food or a
drink object ("goes through a whole bag of crisps"); "brekkie"/"brekky" are meals. A one-word
witness cue right after an article is a noun ("cycles up the pass", "shows a pass and eats a
roll"): the act after it stays the subject's. Controls: a kitchen or a menu gone through, a
plate that is someone else's, someone seen eating.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

OBSERVER = "Ines"


def test_meals_said_these_ways_are_had(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, OBSERVER) == kinds

    cases = [
        ("Ines finishes her plate in the refugee camp canteen.", {"eat"}),
        ("I cleared my plate.", {"eat"}),
        ("Ines goes through a whole bag of crisps on the night shift.", {"eat", "work"}),
        ("Ines goes through two bottles of water on the climb.", {"drink"}),
        ("Just had brekkie at the café.", {"eat"}),
        ("Ines has brekky in the mess.", {"eat"}),
        ("Ines shows a pass and eats a roll.", {"eat"}),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ines goes through the kitchen to the yard.",
    "Tom finishes his plate while Ines reads.",
    "Ines watches Tom eat.",
])
def test_no_meal_is_the_observers(lex, text):
    assert not actual_kinds(lex, text, OBSERVER) & {"eat", "drink"}


@pytest.mark.parametrize(("text", "kinds"), [
    ("Ines orders the soup, eats it slowly, and chats with Tom.", {"eat", "socialize"}),
    ("Ines orders a pint, drinks it at the bar.", {"drink"}),
    ("Ines queues for the buffet, eats two plates.", {"eat"}),
])
def test_a_finite_verb_after_a_comma_is_done_after_an_order(lex, text, kinds):
    # session 21: a comma list of the subject's acts ends an order's wait as "and" does
    assert actual_kinds(lex, text, OBSERVER) == kinds


def test_an_order_still_awaited_is_not_eaten(lex):
    assert "eat" not in actual_kinds(lex, "Ines orders the soup, waiting to eat it.", OBSERVER)


def test_feeding_oneself_is_eating_feeding_others_is_not(lex):
    # session 21: "feed herself" is an eat term; feeding the baby is care, no meal of hers
    assert actual_kinds(lex, "Ines feeds herself with a spoon.", OBSERVER) == {"eat"}
    assert "eat" not in actual_kinds(lex, "Ines feeds the baby.", OBSERVER)
    assert "eat" not in actual_kinds(lex, "The toddler feeds himself while Ines watches.", OBSERVER)
    assert "eat" not in actual_kinds(lex, "Ines can't feed herself since the fall.", OBSERVER)
