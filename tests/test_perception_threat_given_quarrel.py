"""A quarrel given or told to someone named between the verb and the term is the giver's.

"Ana gives the caterer a piece of her mind" is Ana's quarrel (the caterer is its other party);
"Tom gives the caterer a piece of his mind" stays Tom's, also when Ana watches it.
"""

from __future__ import annotations

import pytest

from engine.perception import perceive

RECIPIENTS = ["the caterer", "the head caterer", "the driver", "the landlord", "the referee"]


def conflict_subjects(lex, text: str, observer: str = "Ana") -> set[str]:
    return {e.subject for e in perceive(text, lex, observer=observer)
            if e.kind == "conflict" and not e.negated}


@pytest.mark.parametrize("recipient", RECIPIENTS)
@pytest.mark.parametrize("giver, given", [
    ("Ana gives", "a piece of her mind"), ("Ana gave", "a piece of her mind"),
    ("You give", "a piece of your mind"), ("Ana gives", "an earful"),
    ("You finally give", "an earful"), ("Ana tells", "exactly what she thinks"),
])
def test_a_quarrel_the_observer_gives_is_theirs(lex, recipient, giver, given):
    assert "self" in conflict_subjects(lex, f"{giver} {recipient} {given}.")


@pytest.mark.parametrize("recipient", RECIPIENTS)
@pytest.mark.parametrize("text", [
    "Tom gives {r} a piece of his mind.", "Ana's boss gives {r} a piece of his mind.",
    "Ana watches as Tom gives {r} a piece of his mind.", "Tom gives {r} an earful.",
])
def test_a_quarrel_someone_else_gives_stays_theirs(lex, recipient, text):
    assert "self" not in conflict_subjects(lex, text.format(r=recipient))
