"""Reading aloud to a class or a story group is the lesson: "read aloud" is a task phrase, so a
served frame (the reception class, the class, Year 9, pupils) makes it work, also with a quoted
title or a short object between the verb and "aloud" ("reads 'The Gruffalo' aloud to the
reception class", "reads a story aloud to the class"). Read to one's own child, a parent or a
friend, or read alone, it stays no work; so does someone else's reading."""

from __future__ import annotations

import itertools

from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Thandiwe"


def works(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.kind == "work" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


READS = ["reads 'The Gruffalo' aloud", "reads 'The Very Hungry Caterpillar' aloud",
         "is reading \"Dulce et Decorum Est\" aloud", "reads a story aloud",
         "reads the poem aloud", "is reading aloud"]
CLASSES = ["the reception class", "the class", "Year 9", "her pupils", "the story group"]


def test_reading_aloud_to_a_class_is_the_lesson(lex):
    texts = [f"Thandiwe {r} to {c}." for r, c in itertools.product(READS, CLASSES)]
    missed = [t for t in texts if not works(lex, t)]
    assert missed == []


def test_reading_aloud_to_a_class_in_a_status_line_is_the_lesson(lex):
    assert works(lex, "Thandiwe is reading 'The Very Hungry Caterpillar' aloud to the "
                      "reception class @ primary school: reading corner")


def test_reading_to_family_alone_or_by_someone_else_is_no_work(lex) -> None:
    def one_case(text):
        assert not works(lex, text)

    cases = [
        "Thandiwe reads 'The Gruffalo' aloud to her son.",
        "Thandiwe reads the letter aloud to her mother.",
        "Thandiwe reads a bedtime story to her son.",
        "Thandiwe reads a novel on the train.",
        "Thandiwe reads the menu aloud to the group.",
        "Thandiwe reads 'The Hobbit' on the sofa.",
        "Sana reads 'The Gruffalo' aloud to the reception class.",
        "The teacher reads 'The Gruffalo' aloud to the reception class.",
    ]
    assert failing_cases(one_case, cases) == []
