"""Who did what: pupils named by their school year ("a Year 7", "two Year 10s") and a cast's or
a band's leads ("the lead actor", "the lead singer") are someone else, also after a fronted place
("ahead of him a Year 7 skids on the gravy", "behind him the lead actor gets up limping"). The
observer's own doing beside them stays theirs.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

PEOPLE = ["a Year 7", "a Year 10", "the lead actor", "the lead singer", "an actress",
          "a sixth-former"]
PLACES = ["ahead of him", "behind him", "next to him"]
MISHAPS = [("injury", "skids on the gravy and bangs his head on the floor"),
           ("injury", "falls off the stage and gets up limping"),
           ("illness", "is sick into a bin")]


def test_the_person_after_a_fronted_place_is_someone_else(lex) -> None:
    def one_case(person, place, mishap):
        kind, words = mishap
        text = f"Tom is queuing for lunch; {place} {person} {words}."
        assert kind not in actual_kinds(lex, text, "Tom"), text

    cases = list(itertools.product(PEOPLE, PLACES,
                                                                            MISHAPS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("person", PEOPLE)
def test_the_observers_own_meal_beside_them_stays(lex, person):
    text = f"Tom eats a sandwich while {person} argues with a teacher."
    assert "eat" in actual_kinds(lex, text, "Tom"), text
    assert "conflict" not in actual_kinds(lex, text, "Tom"), text
