"""A person who collapses is no threat; the verb still marks its subject.

"collapse" was a bare danger term: a runner who "collapsed on the grass at the finish", a
guest who "collapses into giggles" or a stagehand who collapses a box gave the observer a
threat. It is now a danger verb that needs rubble in its clause (a person who collapses has
fainted or is spent); structures that collapse stay threats through the unfolding groups.
The verb stays known, so the word before it is still its subject: a name that is a word
("Grace collapses with a fever") and an unknown noun after a time adverb opening the sentence
with no comma ("Later the android collapses with a fever") keep the fever theirs.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

from engine.perception import perceive

OBSERVER = "Tom"


def theirs(lex, text: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=OBSERVER)
            if e.subject == "other" and e.mode == "actual" and not e.negated}


SUBJECTS = ["Grace", "Mark", "Hope", "Faith", "the android", "the farmhand", "a deckhand",
            "the Zorathian envoy"]
OPENERS = ["", "Later ", "Suddenly ", "Afterwards ", "Soon ", "Eventually "]
FEVERS = ["collapses with a fever", "collapses with a high fever", "collapsed with a fever",
          "has collapsed with a fever"]


def _cap(text: str) -> str:
    return text[0].upper() + text[1:]


def test_someone_elses_collapse_and_fever_are_theirs(lex):
    cases = [_cap(f"{o}{s} {a}.") for s, o, a in itertools.product(SUBJECTS, OPENERS, FEVERS)
             if not (o and s[0].isupper())]
    cases += [f"Tom sweeps the yard. {c}" for c in cases]
    assert len(cases) == 2 * (4 * 4 + 4 * 6 * 4)
    assert [(c, got) for c in cases if (got := actual_kinds(lex, c, OBSERVER))] == []
    assert [c for c in cases if "illness" not in theirs(lex, c)] == []


PEOPLE = ["You", "Tom", "Grace", "The runner", "A guest", "Your cousin"]
COLLAPSES = ["collapse{s} on the grass at the finish", "collapse{s} into giggles",
             "collapse{s} the tent and pack{s} it away", "collapse{s} the cardboard boxes",
             "collapse{s} in a heap after the race"]


def test_a_person_who_collapses_is_no_threat(lex):
    cases = [f"{p} {c.format(s='' if p == 'You' else 's')}."
             for p, c in itertools.product(PEOPLE, COLLAPSES)]
    assert [(c, got) for c in cases
            if "danger" in (got := actual_kinds(lex, c, OBSERVER) | theirs(lex, c))] == []


@pytest.mark.parametrize("text", [
    "The roof collapses right above Tom.",
    "The old barn collapses beside Tom.",
    "The tunnel collapses behind Tom.",
    "The scaffolding collapses next to Tom as he passes.",
    "The ceiling collapses on Tom while he sleeps.",
    "Tom collapses under the rubble of the old wall.",
])
def test_structures_that_collapse_stay_threats(lex, text):
    assert "danger" in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize(("text", "kind"), [
    ("Tom collapses with a fever.", "illness"),
    ("Later Tom collapses with a fever.", "illness"),
    ("Tom sweeps the yard. Suddenly he collapses with a fever.", "illness"),
])
def test_the_observers_own_fever_stays_theirs(lex, text, kind):
    assert kind in actual_kinds(lex, text, OBSERVER)
