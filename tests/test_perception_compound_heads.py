"""A food word that only flavours a drink (or a drink word a food) is no second meal (s8).

"He only has a mango lassi" is a drink, not a mango eaten too: an English compound names its
head last (``perception._compound_heads``). Seen in the tuning sets as 3 false meals (r53-067
"a mango lassi", h32-005 "a flask of sweet tea", h41-001 "a flask of soup"); the grid widens
them to subjects x verbs x flavours x heads, with controls where both are had ("toast and
tea") or both words are food ("tomato soup").
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Rahul"


SUBJECTS = [("Rahul", "has", "orders and drinks"), ("I", "have", "order and drink"),
            ("You", "have", "order and drink")]
FLAVOURS = ["mango", "banana", "strawberry", "chocolate", "apple"]
DRINK_HEADS = ["lassi", "smoothie", "milkshake"]
FOOD_HEADS = ["cake", "muffin", "tart"]


def test_a_fruit_drink_is_a_drink_only(lex):
    wrong = {}
    for (subject, have, _), flavour, head in itertools.product(SUBJECTS, FLAVOURS, DRINK_HEADS):
        text = f"{subject} {have} a {flavour} {head}."
        if (got := actual_kinds(lex, text, OBSERVER)) != {"drink"}:
            wrong[text] = got
    assert wrong == {}


def test_a_drink_flavoured_cake_is_food_only(lex):
    wrong = {}
    for (subject, have, _), flavour, head in itertools.product(
            SUBJECTS, ["coffee", "lemon", "banana", "chocolate"], FOOD_HEADS):
        text = f"{subject} {have} a {flavour} {head}."
        if (got := actual_kinds(lex, text, OBSERVER)) != {"eat"}:
            wrong[text] = got
    assert wrong == {}


def test_a_containers_contents_decide(lex):
    for (subject, have, _), container in itertools.product(SUBJECTS, ["flask", "mug", "bowl"]):
        assert actual_kinds(lex, f"{subject} {have} a {container} of soup.", OBSERVER) == {"eat"}
        assert actual_kinds(lex, f"{subject} {have} a {container} of sweet tea.",
                            OBSERVER) == {"drink"}


def test_after_a_meal_refused_the_drink_is_had(lex):
    for (subject, have, _), flavour, head in itertools.product(SUBJECTS, FLAVOURS, ["lassi",
                                                                                     "smoothie"]):
        pronoun = {"Rahul": "he"}.get(subject, subject.lower() if subject != "I" else "I")
        verb = "doesn't" if subject == "Rahul" else "don't"
        text = f"{subject} {verb} touch the biryani; {pronoun} only {have} a {flavour} {head}."
        assert actual_kinds(lex, text, OBSERVER) == {"drink"}, text


CONTROLS = [
    ("Rahul has toast and tea.", {"eat", "drink"}),
    ("Rahul has a tomato soup.", {"eat"}),
    ("Rahul has a bowl of hot tomato soup.", {"eat"}),
    ("Rahul has a milkshake and a cheese sandwich.", {"eat", "drink"}),
    ("Rahul eats a banana with his tea.", {"eat", "drink"}),
    ("Rahul eats a banana and drinks a coffee.", {"eat", "drink"}),
    ("Rahul eats milk chocolate.", {"eat"}),
    ("Rahul has a mug of tea.", {"drink"}),
]


def test_controls(lex):
    assert {text: actual_kinds(lex, text, OBSERVER) for text, _ in CONTROLS} == dict(CONTROLS)
