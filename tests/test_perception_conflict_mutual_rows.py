"""Both parties doing the same loud thing are a row (core.yaml ``conflict.mutual``).

* "Within a minute you're both on your feet shouting", "you are both red in the face and
  shouting", "you both start yelling": "both" and, a few words later in its clause, a verb of
  a loud or hostile exchange is a conflict for the parties the subject rule finds (the
  observer when "you" or their name is among them). Seen in the tuning sets as r71-017 and
  r76-023; the grid widens them to subjects x fillers x verbs.
* Controls: shouting with joy, yelling to be heard over a band, a shout as a noun ("both let
  out a shout"), and a verb past the reach or in another clause are none.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Ana"


def conflict(lex, text: str) -> tuple[bool, bool]:
    """(the observer's actual conflict, someone else's actual conflict)."""
    evs = [e for e in perceive(text, lex, observer=OBSERVER) if e.kind == "conflict"]
    return (any(e.is_actual_self for e in evs),
            any(e.subject == "other" and not e.negated and e.mode == "actual" for e in evs))


SUBJECTS = {"you are both": (True, False), "you're both": (True, False),
            "Ana and her brother are both": (True, False),
            "Tom and Mia are both": (False, True)}
FILLERS = ["", "on your feet", "on your feet, red in the face and", "suddenly"]
VERBS = ["shouting", "yelling", "screaming", "bickering", "squabbling"]


def test_both_parties_shouting_are_a_row(lex) -> None:
    def one_case(subject, filler, verb):
        text = f"Within a minute {subject} {filler} {verb}.".replace("  ", " ")
        if subject.startswith("Tom"):
            text = text.replace("your feet", "their feet")
        assert conflict(lex, text) == SUBJECTS[subject]

    cases = list(itertools.product(SUBJECTS, FILLERS, VERBS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "You are both shouting with joy as the goal goes in.",
    "You are both shouting to be heard over the band.",
    "You both let out a shout when the fireworks start.",
    "You both yell hello across the car park.",
    "You both wave while the crowd below is shouting.",
    "You both wave as the crowd below is shouting.",
])
def test_controls_are_no_row(lex, text: str) -> None:
    assert conflict(lex, text) == (False, False)
