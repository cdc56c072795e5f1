"""Partway through a drink, a drink put away and a mouthful taken are drinking (session 10).

"I'm halfway through a giant mug of cocoa" drinks, like "halfway through a bowl of soup" eats;
"takes a mouthful of water from the tap" drinks, "takes a spoonful of the stew" eats: the
measure's object says which (core.yaml drink ``verbs``: halfway through, partway through, put
away, take a mouthful of; eat ``verbs``: take a mouthful/spoonful/forkful of). Seen in the
tuning sets as r62-023 and r64-134; the grid widens it to subjects x verbs x drinks and foods,
with controls: someone else, negated, planned, a film as a time, food only mentioned.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Yara"


SUBJECTS = [("I'm", "I"), ("Yara is", "Yara"), ("You're", "You")]
PARTWAY = ["halfway through", "partway through"]
DRINKS = ["a giant mug of cocoa", "a pint of cider", "a bottle of water", "her second coffee",
          "a glass of wine"]
FOODS = ["a bowl of soup", "a giant plate of pasta", "a sandwich"]


def test_partway_through_a_drink_or_a_food(lex):
    wrong = {}
    for (subject, _), way, thing in itertools.product(SUBJECTS, PARTWAY, DRINKS + FOODS):
        text = f"{subject} {way} {thing}."
        want = {"drink"} if thing in DRINKS else {"eat"}
        if actual_kinds(lex, text, OBSERVER) != want:
            wrong[text] = actual_kinds(lex, text, OBSERVER)
    assert wrong == {}


TAKERS = ["Tariq takes", "You take", "I take", "Yara took"]
MEASURES = [("a mouthful of water from the tap", "drink"),
            ("a mouthful of cold tea", "drink"),
            ("a mouthful of recycled water from his suit tube", "drink"),
            ("a mouthful of the stew", "eat"),
            ("a spoonful of soup", "eat"),
            ("a forkful of rice", "eat")]


def test_a_measure_taken_is_eaten_or_drunk_by_what_it_is_of(lex):
    wrong = {}
    for taker, (measure, kind) in itertools.product(TAKERS, MEASURES):
        text = f"{taker} {measure}.".replace("Tariq", "Yara")
        if actual_kinds(lex, text, OBSERVER) != {kind}:
            wrong[text] = actual_kinds(lex, text, OBSERVER)
    assert wrong == {}


def test_a_drink_put_away(lex):
    assert actual_kinds(lex, "By midnight Yara had put away a whole bottle of wine.",
                        OBSERVER) == {"drink"}
    assert actual_kinds(lex, "Yara puts away a pint of lager before the match.",
                        OBSERVER) == {"drink"}


CONTROLS = [
    # someone else
    "Her brother is halfway through a mug of cocoa.",
    "Tariq takes a mouthful of water from the tap.",
    # negated, planned
    "Yara isn't even halfway through her coffee.",
    "Yara never takes a mouthful of the water.",
    "Yara will take a mouthful of water later.",
    # a film or a book as the stretch of time; things put away
    "Yara is halfway through the film.",
    "Yara is halfway through a novel about a vineyard.",
    "Yara puts away the shopping and the wine bottles.",
    "Yara takes a mouthful of air and dives.",
]


def test_controls(lex):
    assert {text: actual_kinds(lex, text, OBSERVER) for text in CONTROLS} \
        == {text: set() for text in CONTROLS}
