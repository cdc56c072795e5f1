"""A laugh is company only with someone in the scene: an animal named there is nobody.

"The snake in the honeywagon turns out to be a rubber one; Kagiso laughs once his heart slows
down" is a laugh alone, as "he landed on the crash mat and laughed" is; a person named in the
sentence or the one before still makes it company ("Tom rolls over; Kagiso laughs"), also next
to an animal ("The dog and Tom roll over").
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

ANIMALS = ["The snake", "The dog", "The cat", "A goat", "The horse"]
PEOPLE = ["Tom", "Her sister", "The old man", "A child"]
SCENES = ["rolls over in the dust", "turns out to be a rubber one from props",
          "knocks over the kettle"]
LAUGHS = ["Kagiso laughs", "Kagiso laughs once his heart slows down", "you laugh"]


def test_laugh_with_only_an_animal_is_alone(lex) -> None:
    def one_case(animal, scene, laugh):
        assert "socialize" not in actual_kinds(lex, f"{animal} {scene}; {laugh}.", "Kagiso")

    cases = list(itertools.product(ANIMALS, SCENES, LAUGHS))
    assert failing_cases(one_case, cases) == []


def test_laugh_with_a_person_there_is_company(lex) -> None:
    def one_case(person, scene, laugh):
        assert "socialize" in actual_kinds(lex, f"{person} {scene}; {laugh}.", "Kagiso")

    cases = list(itertools.product(PEOPLE, SCENES, LAUGHS))
    assert failing_cases(one_case, cases) == []


def test_animal_and_person_keep_company(lex) -> None:
    def one_case(animal, person):
        assert "socialize" in actual_kinds(lex, f"{animal} and {person} roll over; Kagiso laughs.",
                                           "Kagiso")

    cases = list(itertools.product(ANIMALS, PEOPLE))
    assert failing_cases(one_case, cases) == []
