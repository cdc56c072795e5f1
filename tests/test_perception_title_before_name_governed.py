"""A title before a name after a preposition is governed with the name (session 10).

"Step 'See family' (social): had lunch at Aunt Graça's": "Aunt" is part of the name the
preposition governs, so it is no subject for the meal, which stays the observer's
(``perception._mentions``). Seen in the tuning sets in r62-014; the grid widens it to
prepositions x titles x names x events, with controls where the titled person acts.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Rui"


OPENERS = ["Step 'See family' (social):", "Step 'Lunch' (social):", "Rui", "That evening Rui"]
EVENTS = [("had lunch at {t} {n}'s", "eat"), ("drank tea at {t} {n}'s", "drink"),
          ("ate a plate of bacalhau with {t} {n}", "eat"), ("napped at {t} {n}'s", "sleep")]
TITLES = ["Aunt", "Uncle", "Grandma", "Auntie", "Dr"]
NAMES = ["Graça", "Tomas", "Wen"]


def test_the_titled_name_after_a_preposition_is_no_subject(lex):
    wrong = {}
    for opener, (event, kind), title, name in itertools.product(OPENERS, EVENTS, TITLES, NAMES):
        text = f"{opener} {event.format(t=title, n=name)}."
        if kind not in actual_kinds(lex, text, OBSERVER):
            wrong[text] = actual_kinds(lex, text, OBSERVER)
    assert wrong == {}


CONTROLS = [
    # the titled person is the subject
    "Aunt Graça has lunch at the café.",
    "At noon Uncle Tomas drinks a coffee.",
    # after "to", the titled person may be a participle's subject
    "Rui listens to Brother Paul coughing all night.",
]


def test_controls(lex):
    got = {text: actual_kinds(lex, text, OBSERVER) for text in CONTROLS}
    assert got == {text: set() for text in CONTROLS}
