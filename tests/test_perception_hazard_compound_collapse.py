"""A structure collapsing near the observer (a building, a shed, a trench, a stage) is
danger; someone else collapsing with a fever is their illness."""
import pytest
from helpers import actual_kinds

import engine

LEX = engine.load_ruleset("physiology").lexicon


STRUCTURES = ["roof", "scaffold", "bridge", "tunnel", "stand", "ceiling", "wall", "barn",
              "warehouse", "trench", "balcony", "stage", "shelf"]
PLACES = ["next to Ana", "beside Ana", "behind Ana"]


@pytest.mark.parametrize("thing", STRUCTURES)
@pytest.mark.parametrize("place", PLACES)
def test_structure_collapsing_near_observer_is_danger(thing, place):
    assert "danger" in actual_kinds(LEX, f"The {thing} collapses {place}", "Ana")


@pytest.mark.parametrize("adverb", ["Meanwhile", "Later", "Suddenly"])
@pytest.mark.parametrize("noun", ["the android", "the cyborg", "a porter"])
def test_someone_else_collapsing_with_a_fever_is_theirs(adverb, noun):
    assert "illness" not in actual_kinds(LEX, f"{adverb}, {noun} collapses with a fever", "Ana")
