"""Session 25: a sport told by its verb alone, "be" + an "-ing" form with nothing after it.

Class: status lines and short lines name the sport by a verb that is ambiguous with anything
after it ("Ruth is climbing @ The Arch: bouldering wall", "Heidi is rowing."). The exercise
kind's ``bare_verbs`` (climb, row, skip, paddle, ...) fire only when the "-ing" form follows a
form of "be" and nothing but the sentence's end or the status line's place follows it; with
an object or a preposition after it the verb may be no workout ("is climbing into the van",
"is skipping lunch", "is rowing with her brother" about the rota) and stays unchanged.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds

POSITIVES = [
    ("Ruth is climbing @ The Arch: bouldering wall", "Ruth"),
    ("Ruth is rowing @ Tideway boathouse", "Ruth"),
    ("Ruth is skipping @ school yard", "Ruth"),
    ("Ruth is paddling @ Loch Lomond: west shore", "Ruth"),
    ("Heidi is climbing.", "Heidi"),
    ("Ｈｅｉｄｉ　ｉｓ　ｃｌｉｍｂｉｎｇ", "Heidi"),
    ("I'm rowing @ river", None),
    ("You are climbing @ Stanage Edge", None),
]


def test_a_bare_sport_verb_is_exercise(lex) -> None:
    def one_case(text, observer):
        assert "exercise" in actual_kinds(lex, text, observer), text

    cases = POSITIVES
    assert failing_cases(one_case, cases) == []


TRAPS = [
    "Ruth is climbing into the van @ depot",
    "Ruth is climbing out of bed.",
    "Ruth is skipping lunch @ office",
    "Ruth is skipping the meeting.",
    "Ruth is rowing with her brother about the rota.",
    "Ruth isn't climbing today.",
    "Ruth will be climbing @ Stanage Edge",
]


def test_with_anything_after_or_not_now_it_is_no_workout(lex) -> None:
    def one_case(text):
        assert "exercise" not in actual_kinds(lex, text, "Ruth"), text

    cases = TRAPS
    assert failing_cases(one_case, cases) == []


def test_someone_elses_bare_sport_stays_theirs(lex):
    text = "Tom is climbing @ The Arch: bouldering wall"
    assert "exercise" not in actual_kinds(lex, text, "Ruth")
    assert "exercise" in other_kinds(lex, text, "Ruth")
