"""A structure collapsing near the observer (a building, a shed, a trench, a stage) is
danger; someone else collapsing with a fever is their illness."""
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


@pytest.mark.parametrize("adverb", ["Meanwhile", "Later", "Suddenly"])
@pytest.mark.parametrize("noun", ["the android", "the cyborg", "a porter"])
def test_someone_else_collapsing_with_a_fever_is_theirs(adverb, noun):
    assert "illness" not in _kinds(f"{adverb}, {noun} collapses with a fever")
