"""A meal given up, then what was had instead, its verb left out (s8).

"Quinn had no breakfast and no lunch, only coffee": the negation reaches the meals, not the
coffee after "only"/"just"/"but"/"except" (``perception._meal_ellipsis``). Seen in the tuning
sets as 4 misses (x2-042, h11-055, h29-054, h34-111); the grid widens them to subjects x
meals given up x exception words x foods and drinks, with controls where the word is a verb's
adverb or the food is someone else's.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Quinn"


SUBJECTS = ["Quinn", "I", "You"]
GIVEN_UP = ["didn't have lunch", "had no breakfast", "skipped dinner and didn't have lunch",
            "hasn't had a proper meal in two days", "never had supper"]
EXCEPT = ["only", "just", "nothing but"]
HAD = [("coffee", "drink"), ("a glass of water", "drink"), ("a mug of tea", "drink"),
       ("a banana", "eat"), ("a slice of toast", "eat"), ("some crackers", "eat")]


def fix(subject: str, verb: str) -> str:
    if subject in ("I", "You"):
        return verb.replace("hasn't", "haven't")
    return verb


def test_what_is_had_after_a_meal_given_up_is_had(lex):
    missed = []
    for subject, given, word, (food, kind) in itertools.product(SUBJECTS, GIVEN_UP, EXCEPT, HAD):
        word = "only" if word == "nothing but" else word
        text = f"{subject} {fix(subject, given)}, {word} {food}."
        if kind not in actual_kinds(lex, text, OBSERVER):
            missed.append(text)
    assert missed == []


def test_what_is_eaten_after_nothing_but_is_eaten(lex):
    for subject, food in itertools.product(SUBJECTS, ["a twist of salt cod", "a banana",
                                                      "a slice of bread", "some rice"]):
        verb = "has" if subject == "Quinn" else "have"
        assert "eat" in actual_kinds(
            lex, f"{subject} {verb} eaten nothing since the morning but {food}.", OBSERVER)


def test_the_meal_given_up_stays_given_up(lex):
    for subject, given in itertools.product(SUBJECTS, GIVEN_UP):
        assert "eat" not in actual_kinds(lex, f"{subject} {fix(subject, given)}, only coffee.",
                                         OBSERVER)


CONTROLS = [
    ("Quinn didn't eat, but her brother had soup.", {"eat"}),
    ("Quinn didn't eat, but Tom had soup and a roll.", {"eat"}),
    ("Quinn's hot chocolate is too hot to drink, so she just wraps her hands round the mug.",
     {"eat", "drink"}),
    ("Quinn didn't have lunch, just a quick walk round the block.", {"eat", "drink"}),
    ("Quinn didn't have lunch; she only had time to answer emails.", {"eat", "drink"}),
    ("Quinn hasn't eaten and just stares at the soup.", {"eat"}),
]


def test_an_adverb_or_someone_elses_food_is_no_exception(lex):
    assert [(text, actual_kinds(lex, text, OBSERVER) & kinds) for text, kinds in CONTROLS
            if actual_kinds(lex, text, OBSERVER) & kinds] == []
