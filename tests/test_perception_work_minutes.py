"""Work: taking a meeting's minutes is a secretary's task ("Sebastián is taking the minutes at
the Wellbeing Committee's meeting"; core.yaml work terms). "Takes minutes" of a time is none
("the kettle takes minutes to boil", "it took minutes for her to fall asleep"); someone
else's minutes are theirs, a plan stays a plan.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Ana"


def events(lex, text: str) -> list:
    return perceive(text, lex, observer=OBSERVER)


def mine(lex, text: str) -> set[str]:
    return {e.kind for e in events(lex, text) if e.is_actual_self}


FORMS = ["Ana is taking the minutes at", "Ana takes the minutes at", "Ana took minutes at",
         "Ana is on minute-taking duty at"]
MEETINGS = ["the committee's meeting", "the parish council", "the board meeting",
            "the residents' association AGM"]


def test_taking_minutes_is_work(lex):
    wrong = [text for form, meeting in itertools.product(FORMS, MEETINGS)
             if "work" not in mine(lex, text := f"{form} {meeting}.")]
    assert wrong == []


def test_minutes_of_time_are_no_work(lex):
    for text in ("The kettle takes minutes to boil while Ana reads.",
                 "It took minutes for Ana to fall asleep.",
                 "Ana takes ten minutes to finish her tea."):
        assert "work" not in mine(lex, text), text


def test_someone_elses_or_planned_minutes_are_not_the_observers_work(lex):
    for text in ("Ana's brother is taking the minutes at the meeting.",
                 "Ana will take the minutes at tomorrow's meeting."):
        assert "work" not in mine(lex, text), text
