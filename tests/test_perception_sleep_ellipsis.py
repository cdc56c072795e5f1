"""A night's sleep denied, then the few hours had, its verb left out (s8, round 3).

"Kemal didn't get a proper night's sleep, only a couple of hours on a camp bed": the negation
reaches the night's sleep, not the hours after "only"/"just"/"but" (core.yaml
``sleep.ellipsis_spans``, ``perception._span_ellipsis``). Seen in the tuning sets as r54-072;
the grid widens it to subjects x sleeps denied x exception words x spans, with controls where
the hours are another verb's, someone else's, or the word a verb's adverb.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Kemal"


def mine(lex, text: str) -> list[tuple[str, float, str]]:
    return [(e.kind, e.strength, e.term) for e in perceive(text, lex, observer=OBSERVER)
            if e.is_actual_self]


SUBJECTS = ["Kemal", "I", "You"]
DENIED = ["didn't get a proper night's sleep", "didn't sleep", "barely slept",
          "never slept properly"]
WORDS = ["only", "just"]
SPANS = ["a couple of hours on a camp bed", "two hours", "an hour or so in the chair",
         "a few hours", "forty minutes", "three hrs"]


def test_the_hours_had_after_a_sleep_denied_are_sleep(lex):
    wrong = {}
    for subject, denied, word, span in itertools.product(SUBJECTS, DENIED, WORDS, SPANS):
        text = f"{subject} {denied}, {word} {span}."
        got = [row for row in mine(lex, text) if row[0] == "sleep"]
        if len(got) != 1 or got[0][1] != 0.5 or " / " not in got[0][2]:
            wrong[text] = got
    assert wrong == {}


def test_the_term_names_the_denied_sleep_and_the_span(lex):
    assert mine(lex, "Kemal didn't sleep, only two hours.") == [
        ("sleep", 0.5, "sleep / only + hours")]


CONTROLS = [
    "Kemal didn't sleep, only lay awake for hours.",
    "Kemal didn't sleep, just tossed and turned for hours.",
    "Kemal didn't sleep, but his brother got six hours.",
    "Kemal didn't sleep; he only worked two hours.",
    "Kemal didn't sleep, he just sat there for hours.",
    "Kemal never slept. Only two hours later the alarm rang.",
    "Kemal waited only two hours for the bus.",
]


def test_controls(lex):
    assert {text: [r for r in mine(lex, text) if r[0] == "sleep"] for text in CONTROLS} == {
        text: [] for text in CONTROLS}
