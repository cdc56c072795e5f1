"""A hazard word inside a compound that names a person ("a trapeze artist slips") or a
knife named for a chore ("sharpens the kitchen knives") is no threat; the hazard itself
(the trapeze slipping, a knife pulled on someone) still is."""
import pytest
from helpers import actual_kinds

import engine

LEX = engine.load_ruleset("physiology").lexicon


@pytest.mark.parametrize("performer", ["a trapeze artist", "the trapeze artist"])
@pytest.mark.parametrize("verb", ["slips from the rope", "slips near Ana", "wobbles beside Ana"])
def test_person_named_by_a_hazard_compound_is_no_threat(performer, verb):
    assert "danger" not in actual_kinds(LEX, f"{performer.capitalize()} {verb}.", "Ana")


@pytest.mark.parametrize("text", [
    "The trapeze slips from its hook above Ana.",
    "The trapeze rigging snaps above Ana.",
    "A pack of stray dogs circles Ana.",
    "The rope snaps beside Ana.",
])
def test_the_hazard_itself_is_still_a_threat(text):
    assert "danger" in actual_kinds(LEX, text, "Ana")


@pytest.mark.parametrize("who", ["He", "The sharpener", "A man at the door"])
@pytest.mark.parametrize("obj", ["the knives", "her knives",
                                 "his knives"])
def test_knives_sharpened_as_a_chore_are_no_threat(who, obj):
    assert "danger" not in actual_kinds(LEX, f"{who} sharpens {obj} for Ana.", "Ana")


@pytest.mark.parametrize("text", [
    "A man pulls a knife on Ana.",
    "A stranger waves a knife at Ana.",
])
def test_knife_at_the_observer_is_still_a_threat(text):
    assert "danger" in actual_kinds(LEX, text, "Ana")
