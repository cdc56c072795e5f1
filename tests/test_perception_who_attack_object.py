"""Who did it: an attack told by a term that ends in its verb ("dog bite" read on "Ana's dog
bites the postman") hurts the one named right after it, not the owner of the animal: "Ana's dog
bites Kofi" is Kofi's injury, "Kofi's dog bites Ana" is Ana's.

Negative controls: the observer's own body part after the verb ("bites Ana's hand", "bites her
hand") is hers; a person the observer owns ("bit Ana's husband") is theirs; the noun ("Ana gets
a dog bite") stays hers."""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Ana"
OWNERS = ["Ana's dog", "Her dog", "The dog", "Kofi's dog"]
VERBS = ["bites", "bit"]
VICTIMS = ["the postman", "Kofi", "a jogger", "Ana's husband"]


def actual(lex, text: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=OBSERVER) if e.is_actual_self}


def test_the_one_bitten_is_hurt_not_the_owner(lex):
    cases = [f"{o} {v} {w}." for o, v, w in itertools.product(OWNERS, VERBS, VICTIMS)]
    assert len(cases) == 32
    assert [t for t in cases if "injury" in actual(lex, t)] == []


def test_the_observer_bitten_is_hurt(lex):
    for o, v in itertools.product(OWNERS, VERBS):
        assert "injury" in actual(lex, f"{o} {v} Ana."), (o, v)
    assert "injury" in actual(lex, "The dog bit Ana's hand.")
    assert "injury" in actual(lex, "Ana gets a dog bite.")
