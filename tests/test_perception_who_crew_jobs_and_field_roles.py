"""The one-word jobs of ships, farms, polar stations, expeditions and factories, and the made
people of science-fiction logs, name someone else: what such a subject suffers or does (a
collapse, a fall into a crevasse, sleep) is theirs, not a hazard near the observer."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

from engine.perception import perceive

OBSERVER = "Ana"
ROLES = ["bosun", "stoker", "purser", "helmsman", "glaciologist", "meteorologist", "botanist",
         "mountaineer", "diver", "farmhand", "drover", "packer", "fitter", "android", "cyborg",
         "docker", "stevedore", "lasher", "trekker", "backpacker", "corporal", "smuggler",
         "pirate", "victim", "prisoner"]
SHAPES = ["The {r} collapses.", "Later the {r} collapses with a fever.",
          "Ana watches the {r} collapse.", "The {r} falls into a crevasse.",
          "Ana finds the {r} asleep in the hold."]


def test_a_crew_role_subject_is_someone_else(lex):
    cases = [s.format(r=r) for r, s in itertools.product(ROLES, SHAPES)]
    assert len(cases) == 125
    assert [t for t in cases if actual_kinds(lex, t, OBSERVER)] == []


def test_the_role_is_still_the_subject_of_its_own_events(lex):
    for r in ("bosun", "glaciologist", "android"):
        kinds = {e.kind for e in perceive(f"The {r} falls asleep.", lex, observer=OBSERVER)
                 if not e.negated and e.subject == "other"}
        assert "sleep" in kinds, r


def test_the_observer_beside_a_crew_role_keeps_her_own(lex):
    # negative controls: the observer's own events stay hers
    assert "danger" in actual_kinds(lex, "Ana falls into a crevasse beside the glaciologist.",
                                    OBSERVER)
    assert "sleep" in actual_kinds(lex, "Ana sleeps in the hold beside the bosun.", OBSERVER)
    assert "eat" in actual_kinds(lex, "Ana eats with the stoker.", OBSERVER)
    assert "danger" in actual_kinds(lex, "The tent collapses on Ana.", OBSERVER)


def test_a_near_miss_to_a_crew_role_is_theirs(lex):
    for r in ("docker", "lasher", "trekker"):
        assert actual_kinds(lex, f"A {r} nearly falls between the quay and the hull.",
                            OBSERVER) == set(), r
        assert actual_kinds(lex, f"A swinging container almost hits the {r}.", OBSERVER) == set(), r
