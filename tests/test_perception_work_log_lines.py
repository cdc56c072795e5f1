"""Work in a log's or a diary's line: a bracketed stamp before the writer ("[03:40] I torqued
the flange bolts") and a line whose subject, the writer, is left unsaid ("Finished torquing the
flange bolts", "kneaded 40 kg of rye by hand"). The work frames decide as in narrative; each
next to leisure, a favour, a passive or someone else named."""

from __future__ import annotations

import pytest

from engine.perception import perceive


def worked(lex, text: str, observer: str = "Mara") -> bool:
    return any(e.kind == "work" for e in perceive(text, lex, observer=observer)
               if e.is_actual_self)


STAMPS = ["[03:40]", "[Cycle 214, 06:10]", "[DAY 3 0800]"]


@pytest.mark.parametrize("stamp", STAMPS)
@pytest.mark.parametrize("line", [
    "I torqued the flange bolts on the riser.",
    "I recalibrated the nutrient feed for the racks.",
    "I kneaded 40 kg of rye by hand.",
    "I spent the morning watch logging sonar contacts.",
])
def test_a_stamp_before_the_writer_keeps_the_task(lex, stamp, line):
    assert worked(lex, f"{stamp} {line}")


@pytest.mark.parametrize("stamp", ["", "[03:40] ", "[Cycle 214, 06:10] "])
@pytest.mark.parametrize("line", [
    "Finished torquing the flange bolts on the riser.",
    "Kneaded 40 kg of rye by hand, arms aching.",
    "kneaded 40 kg of rye by hand",
    "Finished recalibrating the nutrient feed for the racks.",
    "Served forty customers before noon.",
])
def test_a_diary_line_without_its_subject_is_the_writers_task(lex, stamp, line):
    assert worked(lex, stamp + line)


@pytest.mark.parametrize("stamp", ["", "[03:40] "])
@pytest.mark.parametrize("line", [
    # leisure, a favour, a chore of one's own
    "Finished my novel in the bath.",
    "Watched two films back to back.",
    "Baked forty cupcakes for my nephew's party.",
    "Mended my own jacket by the fire.",
    # a passive or a fronted participle, and someone else as the subject
    "Exhausted by the climb, Dag torqued the flange bolts.",
    "Tired, the baker kneaded 40 kg of rye by hand.",
    "Finished, the bosun logged forty sonar contacts.",
    # someone named after a stamp
    "The bosun torqued the flange bolts on the riser.",
    "Dag kneaded 40 kg of rye by hand.",
])
def test_a_diary_line_of_leisure_a_favour_or_someone_else_is_no_work(lex, stamp, line):
    assert not worked(lex, stamp + line)
