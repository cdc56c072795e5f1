"""A name followed by the same name in brackets, in another script or spelling, is one person.

"Giorgos (Γιώργος) is working the grill", "Lan (Nguyễn Thị Lan) is taking a 999 call": the
bracket holds only name words (capitalised, or a script without case), so the observer's
mention spans it and the verb after it is theirs. The observer's name inside the bracket after
a sentence-opening name ("Ο Νίκος (Nikos) is ...") is the same. Controls: a bracket with a job
or with other words is no alias; another person named before the bracket stays someone else.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

ALIASED = [("Giorgos", "Giorgos (Γιώργος)"), ("Lan", "Lan (Nguyễn Thị Lan)"),
           ("Mei", "Mei (梅)"), ("Dmitri", "Dmitri (Дмитрий)"), ("Nikos", "Ο Νίκος (Nikos)"),
           ("Yuki", "Yuki (雪)")]
DOINGS = [("is eating a bowl of noodles.", "eat"),
          ("is working the grill at the souvlaki stand @ Monastiraki: stall 4", "work"),
          ("drinks a glass of water.", "drink"),
          ("is sleeping on the sofa.", "sleep")]


def test_a_name_with_its_alias_in_brackets_is_the_observer(lex):
    wrong = [(obs, text) for (obs, name), (doing, kind) in itertools.product(ALIASED, DOINGS)
             if kind not in actual_kinds(lex, text := f"{name} {doing}", obs)]
    assert wrong == []


def test_a_bracket_that_is_no_alias_keeps_the_other_person(lex):
    # someone else named, the observer only in a bracket after a lower-case word
    texts = ["Tom (Ana's brother) is eating a bowl of noodles.",
             "Tom is eating a bowl of noodles (Ana is not).",
             "Tom (the cook) is working the grill @ souvlaki stand"]
    wrong = [t for t in texts if actual_kinds(lex, t, "Ana") & {"eat", "work"}]
    assert wrong == []
