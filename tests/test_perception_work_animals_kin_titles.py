"""A kin title before the name that opens a sentence ("Grandmother Tsetseg has been milking
mares since four") leaves the name the sentence's opener: a herding family's milking, shearing
and mustering are judged by their frames as the name alone would be. The title names no job,
so a hobby or a home chore stays no work, and someone else's title stays theirs."""

from __future__ import annotations

import itertools

from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Tsetseg"


def works(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.kind == "work" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


TITLES = ["Grandmother", "Grandma", "Uncle", "Auntie"]
TASKS = ["has been milking the mares since four in the morning",
         "milks the mares for the dairy",
         "is shearing the ewes for the wool buyers"]


def test_a_kin_titled_name_opens_its_sentence(lex):
    texts = [f"{t} {OBSERVER} {task}." for t, task in itertools.product(TITLES, TASKS)]
    missed = [t for t in texts if not works(lex, t)]
    assert missed == []


def test_a_title_names_no_job_nor_someone_else(lex) -> None:
    def one_case(text):
        assert not works(lex, text)

    cases = [
        "Grandmother Tsetseg is knitting a scarf.",
        "Uncle Tsetseg shovels snow off the driveway.",
        "Grandma Tsetseg reads to the children.",
        "Grandmother Khulan has been milking the mares since four in the morning.",
        "Grandmother Tsetseg hasn't milked the mares since spring.",
    ]
    assert failing_cases(one_case, cases) == []
