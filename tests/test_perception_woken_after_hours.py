"""Waking after a stated length of sleep is the sleep just ended (s10h6).

"You wake to gulls shrieking on the roof. Nine solid hours, and the room is flooded with sun"
and "you wake in the crew quarters after a full sleep cycle" tell a night's sleep by its length
at the wake verb (engine/perception.py ``_woken_after_hours``); a bare wake ("you wake up with
a pounding headache") tells none. Seen in the tuning sets as r62-006 and h24-006; the grid
widens it to subjects x wake verbs x lengths, both as "after ..." and as a verbless next
sentence, with controls: a length of work, someone else, a plan, no length.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

from engine.perception import perceive

OBSERVER = "Mira"


WAKERS = ["You wake", "You woke", "Mira wakes", "I woke up", "Mira woke up"]
PLACES = ["", " in the bunk room", " at noon", " in the guesthouse"]
AFTER = ["after nine solid hours", "after twelve straight hours", "after a full sleep cycle",
         "after ten unbroken hours", "after 8 hours"]
FRAGMENTS = ["Nine solid hours, and the room is already bright.", "Ten straight hours.",
             "Eight hours of sleep, at last.", "Eleven glorious hours!"]


def test_wake_after_a_length_of_sleep(lex):
    wrong = {}
    for waker, place, after in itertools.product(WAKERS, PLACES, AFTER):
        text = f"{waker}{place} {after}."
        if actual_kinds(lex, text, OBSERVER) != {"sleep"}:
            wrong[text] = actual_kinds(lex, text, OBSERVER)
    assert wrong == {}


def test_wake_then_the_length_as_a_verbless_sentence(lex):
    wrong = {}
    for waker, place, fragment in itertools.product(WAKERS, PLACES, FRAGMENTS):
        text = f"{waker}{place} to gulls on the roof. {fragment}"
        if actual_kinds(lex, text, OBSERVER) != {"sleep"}:
            wrong[text] = actual_kinds(lex, text, OBSERVER)
    assert wrong == {}


CONTROLS = [
    # a length of work or travel, no wake verb governing it
    "Eight solid hours at the desk, and the report is done.",
    "Nine straight hours on the coach, and Mira's back aches.",
    # a wake verb, but the next sentence's hours are something else
    "You wake up. Nine hours at the desk await you.",
    "You wake up. Ten hours until the exam.",
    # no length: a wake alone is no sleep
    "You wake up and check your phone.",
    # someone else, a plan
    "Mira's baby wakes after two solid hours.",
    "Mira will wake after eight hours if the alarm works.",
]


def test_controls(lex):
    wrong = {t: actual_kinds(lex, t, OBSERVER) for t in CONTROLS if actual_kinds(lex, t, OBSERVER)}
    assert wrong == {}


def test_the_wake_verbs_and_length_words_come_from_the_lexicon(lex):
    """The wake verbs, units and length words are the sleep kind's ``woken_after`` section
    (core.yaml), so a designer adds "rouse" or "blissful" without touching Python."""
    from engine.lexicon import compile_lexicon

    spec = lex.kinds["sleep"]
    assert {"wake", "woke", "woken", "awoke", "awakened"} <= spec.wake_verbs
    assert spec.sleep_spans == {"hour", "hours", "hrs"}
    custom = compile_lexicon([{"kinds": {"sleep": {
        "subject": "agent", "terms": ["sleep"],
        "woken_after": {"verbs": ["rouse"], "spans": ["hours"], "span_words": ["blissful"]}}}}])
    text = "You rouse at noon after nine blissful hours."
    assert [e.kind for e in perceive(text, custom) if e.is_actual_self] == ["sleep"]
    assert [e.kind for e in perceive("You wake at noon after nine blissful hours.", custom)] \
        == []
