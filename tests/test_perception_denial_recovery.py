"""A recovery denied or still under way affirms the condition: "hasn't recovered from the flu",
"has not fully recovered from the fever", "hasn't shaken off the bug", "is still recovering
from a broken leg" report the illness or injury as current (exceptions cancel the denial and
the recovery cue of cues.negation). A recovery done ("has recovered from the flu") still
negates it."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

PEOPLE = ["Dorj", "Ana", "Kofi", "Mei"]
CONDITIONS = {"the flu": "illness", "a nasty fever": "illness", "a chest infection": "illness",
              "a broken leg": "injury", "a sprained ankle": "injury"}
DENIED = ["{S} hasn't recovered from {c}.", "{S} has not fully recovered from {c}.",
          "{S} still hasn't quite recovered from {c}.", "{S} is still recovering from {c}.",
          "{S}, who is recovering from {c}, sits by the window."]
DONE = ["{S} has recovered from {c}.", "{S} recovered from {c} weeks ago."]


def kinds(lex, text: str, observer: str, negated: bool) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer)
            if e.subject == "self" and e.negated == negated}


def test_a_recovery_denied_or_under_way_affirms_the_condition(lex):
    cases = [(sh.format(S=p, c=c), p, k) for sh, p, (c, k)
             in itertools.product(DENIED, PEOPLE, CONDITIONS.items())]
    assert len(cases) == 100
    assert [t for t, p, k in cases if k not in kinds(lex, t, p, False)] == []


@pytest.mark.parametrize("shape", DONE)
@pytest.mark.parametrize("condition", ["the flu", "a broken leg"])
def test_controls_a_recovery_done_negates_the_condition(lex, shape, condition):
    text = shape.format(S="Dorj", c=condition)
    assert not {"illness", "injury"} & kinds(lex, text, "Dorj", False)
