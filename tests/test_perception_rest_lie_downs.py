"""A lie-down had, and lying in the dark, are rest.

Core.yaml's rest terms take "lie-down" (hyphenated, as "lie-in" is for sleep) and lying in the
dark or a darkened room. Controls: someone else's lie-down, a lie-down only planned, and lying
in the dark while ill (illness overrides rest: lying down while ill is not rest).
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Yusuf"


SUBJECTS = [("Yusuf", "has", "lies"), ("You", "have", "lie"), ("I", "had", "lay")]
PLACES = ["in the dark", "in a darkened room", "in the darkened room"]


def test_a_lie_down_or_lying_in_the_dark_is_rest(lex):
    wrong = []
    for (subj, have, lie), place in itertools.product(SUBJECTS, PLACES):
        for text in (f"{subj} {have} a lie-down after lunch.",
                     f"{subj} {lie} {place} for an hour."):
            if "rest" not in actual_kinds(lex, text, OBSERVER):
                wrong.append((text, actual_kinds(lex, text, OBSERVER)))
    assert wrong == []


def test_someone_elses_or_a_planned_lie_down_is_not_the_observers(lex):
    for text in ("Marco has a lie-down while Yusuf cooks.",
                 "Marco lies in the dark while Yusuf cooks.",
                 "Yusuf plans to have a lie-down later."):
        assert "rest" not in actual_kinds(lex, text, OBSERVER), text
    assert "rest" not in actual_kinds(lex, "Yusuf, who has a migraine, lies in the dark.", OBSERVER)
