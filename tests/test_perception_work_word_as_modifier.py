"""a work word right before a place, a vessel, a pay or a dispute, a meal or a feast, a
book or a person names that thing or that person: no work now.

The work kind's ``not_before`` (core.yaml) held only furniture ("the filing cabinets"); it now
holds the broad families of nouns a work word modifies: places and vessels ("the patrol hut",
"the crew boat", "the triage desk"), pay and disputes ("overtime pay", "the overtime
question"), meals and feasts ("the end-of-harvest feast"), books ("the repair manual") and
people ("the shift foreman", "the night-shift printers"). Taken from r42-147, h33-129,
h34-051, h24-115, h41-129, h32-132, r68-079 and h34-141 (all labelled no work). Controls: the
same work words told as the activity stay work.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"


MODIFIERS = ["patrol", "overtime", "harvest", "repair", "night-shift", "shift", "briefing"]
HEADS = ["hut", "boat", "gym", "pay", "question", "dispute", "feast", "supper", "manual",
         "foreman", "supervisor", "desk"]
SHAPES = ["Ana dozes in a chair next to the {m} {h}.",
          "Ana eats a sandwich by the {m} {h}.",
          "Ana laughs about the {m} {h} with her sister."]


def test_a_work_word_before_a_thing_or_a_person_is_no_work(lex):
    wrong = [text for shape, m, h in itertools.product(SHAPES, MODIFIERS, HEADS)
             if "work" in actual_kinds(lex, text := shape.format(m=m, h=h), OBSERVER)]
    assert wrong == []


def test_the_labelled_lines_are_no_work(lex):
    for text in ("Ana is sleeping in the patrol hut @ summit",
                 "Ana has drunk the whole thermos of coffee on the crew boat.",
                 "Ana eats a flatbread with lentils standing by the triage desk.",
                 "Ana got into a shouting match with the shift foreman over overtime pay.",
                 "Ana ate four plates of pasta at the end-of-harvest feast.",
                 "Ana is playing poker with the night-shift printers in the back room.",
                 "Ana holds a juice pouch in one hand and the repair manual in the other."):
        assert "work" not in actual_kinds(lex, text, OBSERVER), text


def test_the_same_words_as_the_activity_stay_work(lex):
    for text in ("Ana is on patrol along the ridge.", "Ana is working overtime tonight.",
                 "Ana is on the night shift.", "Ana is on shift at the depot.",
                 "Ana leads the safety briefing @ site office",
                 "Ana is doing paperwork at her desk @ office: desk 4",
                 "Ana is helping with the harvest @ Casale Ferri: vineyard"):
        assert "work" in actual_kinds(lex, text, OBSERVER), text
