"""Who did it: the crews of settings the tuning lines do not use (a film set, a lighthouse, a
space station, a prison, a nomad camp, a circus) named by a role noun with no name.

- Role nouns the lexicon lacked are person words (``subjects.person``): "the gaffer", "a
  wrangler", "the lamplighter", "the spacewalker", "the lifers", "the chaplain", "the set
  dresser", "the stunt double", "the sword swallower": what they do or suffer is theirs.
- A role noun the lexicon does not know at all, by its ending ("-naut", "-eer", "-ist",
  "-ician", "-man"), right before a threat is the one it happens to ("the cosmonaut nearly
  falls", "Ana watches the herbalist nearly fall", "the overseer is nearly crushed").

Negative controls: a thing with such an ending or an "-er" thing the lexicon does not know
("the trailer", "the generator") leaves a threat the observer's; the observer named as the one
it befalls keeps it ("a falling beam nearly knocks Ana off the rig"); a joint subject with
the observer keeps it ("Ana and the cosmonaut nearly fall"); the role words do not take a
word that is also a title or a thing ("gossip about the deputy head" is still company)."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

OBSERVER = "Ana"


def actual(lex, text: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=OBSERVER) if e.is_actual_self}


LISTED = ["gaffer", "wrangler", "lamplighter", "spacewalker", "falconer", "set dresser",
          "stunt double", "key grip", "chaplain", "lifer", "trustee", "matriarch",
          "sword swallower", "astronaut", "abbot", "croupier", "beekeeper", "zookeeper",
          "harbourmaster", "undertaker", "ballerina", "fire chief"]
UNLISTED = ["cosmonaut", "aquanaut", "muleteer", "herbalist", "mortician", "groundsman",
            "oarsman"]
THREATS = [
    ("The {r} nearly falls from the rig while Ana eats lunch.", "danger"),
    ("Ana is eating when the {r} nearly falls from the rig.", "danger"),
    ("Ana watches the {r} nearly fall.", "danger"),
    ("The {r} is nearly crushed by a falling crate; Ana is in the tent.", "danger"),
    ("A {r} slips on the wet deck and nearly goes over the rail while Ana sleeps.", "danger"),
]


@pytest.mark.parametrize("role,case", list(itertools.product(LISTED + UNLISTED, THREATS)))
def test_a_threat_to_a_role_noun_is_theirs(lex, role, case):
    text, kind = case
    assert kind not in actual(lex, text.format(r=role))


ACTS = [
    ("Ana sweeps the deck while the {r} naps.", "sleep"),
    ("The {r} wolfs down a pie; Ana only watches.", "eat"),
    ("The {r} has a fever, so Ana brings soup.", "illness"),
]


@pytest.mark.parametrize("role,case", list(itertools.product(LISTED, ACTS)))
def test_what_a_listed_role_does_is_theirs(lex, role, case):
    text, kind = case
    assert kind not in actual(lex, text.format(r=role))


@pytest.mark.parametrize("text", [
    "Ana is eating when the trailer catches fire.",
    "Ana is eating when the generator explodes.",
    "Ana and the cosmonaut nearly fall from the rig.",
    "A falling beam nearly knocks Ana off the rig.",
])
def test_the_observer_keeps_a_threat_to_things_and_to_herself(lex, text):
    assert "danger" in actual(lex, text)


def test_a_title_word_is_no_person_word(lex):
    text = ("Piotr is drinking his coffee @ staff room; Mrs Hughes is filling him in on the "
            "latest gossip about the deputy head")
    kinds = {e.kind for e in perceive(text, lex, observer="Piotr") if e.is_actual_self}
    assert "socialize" in kinds
