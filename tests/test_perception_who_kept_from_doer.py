"""Who did it: whoever is kept from doing something ("Ana stops the boys from fighting", "keeps
Kofi from eating the cake") is the would-be doer, not the one who stops them.

Negative controls: the observer kept from it ("Kofi stops Ana from eating") is named as its
doer, and "back from swimming" stays the observer's."""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Ana"
VERBS = ["stops", "keeps", "prevents"]
OTHERS = ["the boys", "Kofi", "the dockers", "her brother"]
ACTS = {"conflict": "fighting", "eat": "eating the cake", "drink": "drinking"}


def subjects(lex, text: str, kind: str) -> set[str]:
    return {e.subject for e in perceive(text, lex, observer=OBSERVER) if e.kind == kind}


def test_the_one_kept_from_it_is_its_doer(lex):
    cases = [(f"Ana {v} {o} from {a}.", k) for v, o, (k, a)
             in itertools.product(VERBS, OTHERS, ACTS.items())]
    assert len(cases) == 36
    assert [t for t, k in cases if "self" in subjects(lex, t, k)] == []


def test_the_observer_kept_from_it_and_back_from_it(lex):
    assert "self" in subjects(lex, "Kofi stops Ana from eating.", "eat")
    assert "self" in subjects(lex, "Ana is back from swimming.", "exercise")
