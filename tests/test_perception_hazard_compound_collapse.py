"""A collapse is danger when a structure collapses near the observer; a person collapsing
(spent after a race, onto a bed, in a scene) is no danger."""
import pytest

import engine
from engine.perception import perceive

LEX = engine.load_ruleset("physiology").lexicon


def _kinds(text, observer="Ana"):
    return {e.kind for e in perceive(text, LEX, observer=observer) if e.is_actual_self}


STRUCTURES = ["roof", "scaffold", "bridge", "tunnel", "stand", "ceiling", "wall", "barn",
              "warehouse", "trench", "balcony", "stage", "shelf"]
PLACES = ["next to Ana", "beside Ana", "behind Ana"]


@pytest.mark.parametrize("thing", STRUCTURES)
@pytest.mark.parametrize("place", PLACES)
def test_structure_collapsing_near_observer_is_danger(thing, place):
    assert "danger" in _kinds(f"The {thing} collapses {place}")


@pytest.mark.parametrize("text", [
    "Ana ran the whole marathon and collapsed on the grass at the finish.",
    "Ana rehearses her death scene, collapsing onto the prop bed again and again.",
    "Ana collapses after the race, spent.",
    "Ana collapsed into a chair after the shift.",
    "Later, Ana collapses on the sofa with a book.",
])
def test_person_collapsing_is_no_danger(text):
    assert "danger" not in _kinds(text)


@pytest.mark.parametrize("adverb", ["Meanwhile", "Later", "Suddenly"])
@pytest.mark.parametrize("noun", ["the android", "the cyborg", "a porter"])
def test_someone_else_collapsing_with_a_fever_is_theirs(adverb, noun):
    kinds = _kinds(f"{adverb}, {noun} collapses with a fever")
    assert "illness" not in kinds and "danger" not in kinds
