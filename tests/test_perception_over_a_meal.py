"""Company kept over food or drink shares the food or drink (s8).

"They catch up over biscuits", "chatting over a smørrebrød lunch": in a clause of company,
"over" + any food or drink of eat's or drink's objects is that meal, shared by the company's
subject (``perception._over_a_meal``; the lexicon's "over coffee" terms list only a few). Seen
in the tuning sets as 4 misses (h10-050, h41-028, h41-036, h7-147); the grid crosses company
verbs with foods and drinks, and the controls keep "over the garden wall" and a quarrel over
food free of any meal (the drink light verb "over" still reads "over the last of the milk" as
drunk: a known false positive, h32-115).
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ruth"


TALKS = ["Ruth and her friend catch up", "Ruth and Tom chat", "Ruth chats with Tom",
         "Ruth and her old classmates reminisce", "Ruth talks with her sister for an hour",
         "Ruth and Tom are chatting"]
FOODS = [("biscuits", "eat"), ("scones", "eat"), ("dumplings", "eat"),
         ("a plate of sandwiches", "eat"), ("a late lunch", "eat"), ("cake", "eat"),
         ("a bottle of wine", "drink"), ("a pot of tea", "drink"), ("beers", "drink")]


def test_company_over_food_shares_the_food(lex):
    missed = [text for talk, (food, kind) in itertools.product(TALKS, FOODS)
              if kind not in actual_kinds(lex, text := f"{talk} over {food} at the kitchen table.",
                                          OBSERVER)]
    assert missed == []


def test_others_company_over_food_is_theirs(lex):
    for talk, (food, kind) in itertools.product(["Tom and Mia chat", "Her friends catch up"],
                                                FOODS):
        assert kind not in actual_kinds(lex, f"{talk} over {food} while Ruth reads.", OBSERVER)


CONTROLS = [
    "Ruth chats with the neighbours over the garden wall.",
    "Ruth chats with Tom over the fence about his tomatoes.",
    "Ruth chats with Tom over the phone.",
    "Ruth and Tom talk over the noise of the radio.",
    "Ruth argues with her flatmate over the last of the biscuits.",
]


def test_over_a_thing_that_is_no_food_is_no_meal(lex):
    assert [text for text in CONTROLS if actual_kinds(lex, text,
                                                      OBSERVER) & {"eat", "drink", "rest"}] == []
