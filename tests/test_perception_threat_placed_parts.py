"""A position word before the head or the feet tells where a thing is, not what is struck.

"There is a crack above her head" and "the ice cracks beneath his feet" are no injury; "Ana
cracks her head on the beam", "a bottle cracks over his head" and "a cut above her eye" are.
"""

from __future__ import annotations

import pytest
from helpers import failing_cases

from engine.perception import perceive


def injuries(lex, text: str, observer: str = "Ana") -> set[str]:
    return {e.subject for e in perceive(text, lex, observer=observer)
            if e.kind == "injury" and not e.negated and e.mode == "actual"}


@pytest.mark.parametrize("thing", ["a crack", "a split", "a break", "a bang"])
@pytest.mark.parametrize("where", ["above her head", "beneath her feet", "past her head",
                                   "near her head", "below her feet"])
def test_a_thing_placed_by_the_head_or_feet_is_no_injury(lex, thing, where):
    assert not injuries(lex, f"There is {thing} {where}.")


def test_a_part_struck_stays_an_injury(lex) -> None:
    def one_case(text):
        assert injuries(lex, text)

    cases = [
        "Ana cracks her head on the beam.", "Ana bangs her head on the doorframe.",
        "A bottle cracks over her head.", "Ana has a cut above her eye.",
        "Ana has a gash below her knee.", "Ana hits her head on the shelf above her bunk.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("verb", ["pulls", "twists", "yanks", "drags"])
@pytest.mark.parametrize("person", ["Tom", "him", "the kids", "her grandchildren",
                                    "the boy"])
def test_back_after_a_person_moved_is_an_adverb(lex, verb, person):
    assert not injuries(lex, f"Ana {verb} {person} back from the edge.")


@pytest.mark.parametrize("text", [
    "Ana pulls her back lifting the crate.", "Ana strains her back.",
    "Ana twists her back getting out of the car.", "Ana hurts her lower back.",
])
def test_a_back_hurt_stays_an_injury(lex, text):
    assert injuries(lex, text)
