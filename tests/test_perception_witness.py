"""What the observer watches stays the watched person's, also across "and then" + a bare verb.

From the fresh stress set heldout48 (session 6): "I watched my brother eat an entire pizza by
himself and then fall asleep on the floor" gave the observer the sleep: "then" opens a clause,
which ended the witness cue's scope.
"""

from __future__ import annotations

import pytest

from engine.perception import perceive


def kinds(lex, text, observer="Hannah"):
    return {(e.kind, e.subject) for e in perceive(text, lex, observer=observer)
            if e.is_actual_self or e.subject == "other"}


@pytest.mark.parametrize("text", [
    "I watched my brother eat an entire pizza by himself and then fall asleep on the floor.",
    "Hannah watches her brother eat a pie and then fall asleep.",
    "I heard the neighbours argue all night and then slam the door.",
])
def test_a_bare_verb_after_and_then_is_still_watched(lex, text):
    assert all(subject == "other" for _, subject in kinds(lex, text))


@pytest.mark.parametrize(("text", "mine"), [
    # present narration: "you watch ... and then go" is the observer's own verb
    ("You watch the kids swim and then go for a run yourself.", ("exercise", "self")),
    ("You watch Ana eat a pie and then you fall asleep.", ("sleep", "self")),
    ("I watched Ana eat a pie and then fell asleep.", ("sleep", "self")),
])
def test_the_observers_own_verb_after_and_then_stays_theirs(lex, text, mine):
    assert mine in kinds(lex, text)
