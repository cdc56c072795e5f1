"""A meeting named by a trade's or a workplace's own business is the staff's work (the work kind
of core.yaml: production, safety, editorial, design, department, faculty, management, crew,
handover and review meetings; production, team and shift briefings; a toolbox talk),
as the board or the staff meeting already was.

Controls: a meeting of no job (a residents', a parents', a book club's or an AA meeting), the
meeting someone else sits in, a meeting only planned or read about. Also: "highlights" as a
broadcast needs a word that makes it the noun ("the highlights", "match highlights"), so a
pupil who highlights her notes is studying.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

from engine.perception import perceive

OBSERVER = "Ana"


def misses(lex, texts) -> list[str]:
    return [t for t in texts if "work" not in actual_kinds(lex, t, OBSERVER)]


def hits(lex, texts) -> list[str]:
    return [t for t in texts if "work" in actual_kinds(lex, t, OBSERVER)]


MEETINGS = ["production meeting", "safety meeting", "editorial meeting", "design meeting",
            "department meeting", "faculty meeting", "management meeting", "crew meeting",
            "handover meeting", "team briefing", "shift briefing"]
FRAMES = ["{s} is at the {m}.", "{s} sits through the {m}.", "{s} chairs the {m}.",
          "{s} takes notes in the {m}."]


def test_a_work_meeting_attended_is_work(lex):
    texts = [f.format(s=s, m=m) for f, s, m in itertools.product(FRAMES, ["Ana", "You"], MEETINGS)]
    assert misses(lex, texts) == []


def test_meetings_of_no_job_stay_none(lex):
    texts = [f.format(s="Ana", m=m) for f, m in itertools.product(
        FRAMES, ["residents' meeting", "book club meeting", "AA meeting", "PTA meeting",
                 "parents' meeting"])]
    assert hits(lex, texts) == []


def test_someone_elses_or_planned_meeting_is_not_mine(lex):
    texts = [f"Tom is at the {m} while Ana eats lunch." for m in MEETINGS]
    texts += [f"Ana will go to the {m} tomorrow." for m in MEETINGS]
    texts += [f"Ana reads about the {m} in the newsletter." for m in MEETINGS[:4]]
    assert hits(lex, texts) == []


def test_highlighting_study_texts_is_study(lex):
    texts = [f"{s} highlights {o} in the library."
             for s, o in itertools.product(["Ana", "You"], ["her notes", "the chapter",
                                                           "her textbook", "the set text"])]
    texts = [t.replace("You highlights", "You highlight") for t in texts]
    assert misses(lex, texts) == []


def test_highlights_on_a_screen_stay_reported(lex):
    texts = ["Ana watches the highlights: two players brawl.",
             "Match highlights show a striker breaking his leg.",
             "Ana watches the highlights of the derby, where two players brawl."]
    for t in texts:
        assert not any(e.is_actual_self and e.kind in ("conflict", "injury")
                       for e in perceive(t, lex, observer=OBSERVER)), t
