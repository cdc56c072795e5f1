"""Who did it: the crews of settings the tuning lines do not use (a film set, a lighthouse, a
space station, a prison, a nomad camp, a circus) named by a role noun with no name.

- Role nouns the lexicon lacked are person words (``subjects.person``): "the gaffer", "a
  wrangler", "the lamplighter", "the spacewalker", "the lifers", "the chaplain", "the stunt
  double": what they do or suffer is theirs. No phrase with a word the lexicon does not know
  alone ("set dresser", "fire chief"): every word of a phrase becomes known, and a known word
  would hide an unknown role ("the finance director throws up" stays someone else's).
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
from helpers import actual_kinds, failing_cases

from engine.perception import perceive

OBSERVER = "Ana"


LISTED = ["gaffer", "wrangler", "lamplighter", "spacewalker", "falconer", "stunt double",
          "chaplain", "lifer", "trustee", "matriarch", "astronaut", "abbot", "croupier",
          "beekeeper", "zookeeper", "harbourmaster", "undertaker", "ballerina", "tug master"]
UNLISTED = ["cosmonaut", "aquanaut", "muleteer", "herbalist", "mortician", "groundsman",
            "oarsman"]
THREATS = [
    ("The {r} nearly falls from the rig while Ana eats lunch.", "danger"),
    ("Ana is eating when the {r} nearly falls from the rig.", "danger"),
    ("Ana watches the {r} nearly fall.", "danger"),
    ("The {r} is nearly crushed by a falling crate; Ana is in the tent.", "danger"),
    ("A {r} slips on the wet deck and nearly goes over the rail while Ana sleeps.", "danger"),
]


def test_a_threat_to_a_role_noun_is_theirs(lex) -> None:
    def one_case(role, case):
        text, kind = case
        assert kind not in actual_kinds(lex, text.format(r=role), OBSERVER)

    cases = list(itertools.product(LISTED + UNLISTED, THREATS))
    assert failing_cases(one_case, cases) == []


ACTS = [
    ("Ana sweeps the deck while the {r} naps.", "sleep"),
    ("The {r} wolfs down a pie; Ana only watches.", "eat"),
    ("The {r} has a fever, so Ana brings soup.", "illness"),
]


def test_what_a_listed_role_does_is_theirs(lex) -> None:
    def one_case(role, case):
        text, kind = case
        assert kind not in actual_kinds(lex, text.format(r=role), OBSERVER)

    cases = list(itertools.product(LISTED, ACTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana is eating when the trailer catches fire.",
    "Ana is eating when the generator explodes.",
    "Ana and the cosmonaut nearly fall from the rig.",
    "A falling beam nearly knocks Ana off the rig.",
])
def test_the_observer_keeps_a_threat_to_things_and_to_herself(lex, text):
    assert "danger" in actual_kinds(lex, text, OBSERVER)


def test_a_title_word_is_no_person_word(lex):
    text = ("Piotr is drinking his coffee @ staff room; Mrs Hughes is filling him in on the "
            "latest gossip about the deputy head")
    kinds = {e.kind for e in perceive(text, lex, observer="Piotr") if e.is_actual_self}
    assert "socialize" in kinds


VEHICLE_JOBS = ["bus driver", "tractor driver", "train driver", "forklift driver",
                "crane operator", "fire crew"]
HAZARDS = ["is nearly crushed", "is nearly hit by a falling crate"]


@pytest.mark.parametrize("job,hazard", list(itertools.product(VEHICLE_JOBS, HAZARDS)))
def test_a_hazard_word_naming_a_job_is_that_persons(lex, job, hazard):
    """The first word of the threat modifies a person's noun ("the bus driver", "the fire
    crew"): the threat befalls that person, not the observer watching or eating nearby."""
    assert "danger" not in actual_kinds(lex, f"Ana watches as the {job} {hazard}.", OBSERVER)
    assert "danger" not in actual_kinds(lex, f"Ana is eating when the {job} {hazard}.", OBSERVER)


@pytest.mark.parametrize("text", [
    "The runaway horse cart thunders past Ana and clips the wall behind her.",
    "The bus nearly hits Ana as she crosses the road.",
])
def test_a_vehicle_that_goes_for_the_observer_is_her_threat(lex, text):
    assert "danger" in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("head", ["director", "dresser", "sergeant", "leader", "controller",
                                  "puller", "swallower", "chief"])
def test_an_unknown_role_after_a_known_word_stays_someone_elses(lex, head):
    text = f"Nadia is at the desk; beside her the finance {head} throws up in the sluice."
    kinds = {e.kind for e in perceive(text, lex, observer="Nadia") if e.is_actual_self}
    assert "illness" not in kinds
