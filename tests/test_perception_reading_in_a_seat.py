"""Reading a novel or a book in an armchair or on the sofa is rest, not a report (s10h6).

"reads a novel in an armchair" was reported (the novel is a report cue) and "is reading a book
on the sofa" planned ("book" is a plan cue): a report or plan cue between a rest verb and its
place is the verb's own object, not the mode of the posture (engine/perception.py
``_PLACED_KINDS``, ``_READ_OBJECT_MODES``). Seen in the tuning sets around h34-083; the grid is
subjects x reading verbs x things read x seats, with controls: someone else, a plan told by
"will", a story read about someone asleep.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Marco"


READERS = ["Marco reads", "Marco is reading", "You read", "I'm reading"]
THINGS = ["a novel", "a book", "the news", "a thriller", "an article"]
SEATS = ["in an armchair", "on the sofa", "in bed", "in the hammock"]


def test_reading_something_in_a_seat_is_rest(lex):
    wrong = {}
    for reader, thing, seat in itertools.product(READERS, THINGS, SEATS):
        text = f"{reader} {thing} {seat}."
        if actual_kinds(lex, text, OBSERVER) != {"rest"}:
            wrong[text] = actual_kinds(lex, text, OBSERVER)
    assert wrong == {}


CONTROLS = [
    "Marco's wife reads a novel in an armchair.",
    "Marco will read a book on the sofa tonight.",
    "Marco reads a story about a man asleep on a bench.",
    "Marco books a table on the terrace.",
]


def test_controls(lex):
    wrong = {t: actual_kinds(lex, t, OBSERVER) for t in CONTROLS if actual_kinds(lex, t, OBSERVER)}
    assert wrong == {}
