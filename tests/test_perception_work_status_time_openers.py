"""A status line whose sentence opens with a present time before its subject ("tonight he's
explaining sickle-cell disease @ Maple Hall: seminar room", "today, Mara is relabelling the
parcels @ depot"): the activity is the subject's as without the time; not someone else's, not
leisure, not at home."""

from __future__ import annotations

import pytest

from engine.perception import perceive


def worked(lex, text: str, observer: str = "Mara") -> bool:
    return any(e.kind == "work" for e in perceive(text, lex, observer=observer)
               if e.is_actual_self)


@pytest.mark.parametrize("opener", ["tonight", "Tonight", "Today,", "Right now", "Currently",
                                    "Meanwhile"])
@pytest.mark.parametrize("activity", ["explaining sickle-cell disease @ Maple Hall: seminar room",
                                      "relabelling the parcels @ depot: bay 4",
                                      "calibrating the scanner @ St Luke's: radiology"])
@pytest.mark.parametrize("subject", ["Mara is", "she's"])
def test_a_time_before_the_status_subject_keeps_the_activity(lex, opener, activity, subject):
    text = f"{opener} {subject} {activity}"
    if subject == "she's":
        text = "Mara is paid to tutor first-years; " + text
    assert worked(lex, text)


@pytest.mark.parametrize("text", [
    "Tonight Mara's brother is sorting the parcels @ depot: bay 4",
    "Tonight the porter is sorting the parcels @ depot: bay 4",
    "Tonight Mara is reading a novel @ depot: bay 4",
    "Tonight Mara is dozing @ depot: staff room",
    "Today, Mara is sorting the laundry @ home: bedroom",
    "Mara is paid to tutor first-years; tonight her brother is explaining the exam @ Maple Hall",
])
def test_someone_else_leisure_or_home_after_a_time_is_no_work(lex, text):
    assert not worked(lex, text)
