"""Who did it: an attack told by a term that ends in its verb ("dog bite" read on "Ana's dog
bites the postman") hurts the one named right after it, not the owner of the animal: "Ana's dog
bites Kofi" is Kofi's injury, "Kofi's dog bites Ana" is Ana's.

Negative controls: the observer's own body part after the verb ("bites Ana's hand", "bites her
hand") is hers; a person the observer owns ("bit Ana's husband") is theirs; the noun ("Ana gets
a dog bite") stays hers."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"
OWNERS = ["Ana's dog", "Her dog", "The dog", "Kofi's dog"]
VERBS = ["bites", "bit"]
VICTIMS = ["the postman", "Kofi", "a jogger", "Ana's husband"]


def test_the_one_bitten_is_hurt_not_the_owner(lex):
    cases = [f"{o} {v} {w}." for o, v, w in itertools.product(OWNERS, VERBS, VICTIMS)]
    assert len(cases) == 32
    assert [t for t in cases if "injury" in actual_kinds(lex, t, OBSERVER)] == []


def test_the_observer_bitten_is_hurt(lex):
    for o, v in itertools.product(OWNERS, VERBS):
        assert "injury" in actual_kinds(lex, f"{o} {v} Ana.", OBSERVER), (o, v)
    assert "injury" in actual_kinds(lex, "The dog bit Ana's hand.", OBSERVER)
    assert "injury" in actual_kinds(lex, "Ana gets a dog bite.", OBSERVER)
