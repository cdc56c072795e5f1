"""A plan's label names what it plans: an event word before the colon of a plan header
("Revision timetable (Leilani): 09:00 thermodynamics → 12:30 lunch → 22:00 bed", "Gym plan:",
"Lunch rota (Tom):") is ahead, like the plan's items after the colon, not something done now.
A label that is no plan header ("Lunch: ate a pie", "checked the timetable: ...") is not
touched.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive


def planned(lex, text: str, observer: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer)
            if e.subject == "self" and e.mode == "planned" and not e.negated}


LABELS = [("Revision", "work"), ("Gym", "exercise"), ("Lunch", "eat"), ("Nap", "sleep")]
HEADERS = ["timetable", "plan", "schedule", "rota", "calendar"]
OWNERS = ["", " (Leilani)"]
ITEMS = ["09:00 thermodynamics → 13:00 past papers → 22:00 bed",
         "Mon 07:00, Wed 07:00, Fri 18:00"]


def test_a_plan_label_s_event_is_ahead(lex) -> None:
    def one_case(label, header, owner, items):
        text = f"{label[0]} {header}{owner}: {items}"
        assert label[1] not in actual_kinds(lex, text, "Leilani"), text

    cases = list(itertools.product(LABELS, HEADERS, OWNERS, ITEMS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("header", HEADERS)
def test_the_label_s_event_is_planned(lex, header):
    assert "work" in planned(lex, f"Revision {header} (Leilani): 09:00 thermodynamics",
                             "Leilani")


CONTROLS = [
    # no plan header: a label's event is done
    ("Lunch: ate a cheese pie and two apples", "Leilani", {"eat"}),
    ("Leilani finished her revision: three past papers before lunch.", "Leilani", {"work"}),
    # a header word away from the label's start is no plan label
    ("Leilani finished her revision and then checked the timetable: 13:00 past papers",
     "Leilani", {"work"}),
    ("Leilani ate lunch and checked the timetable: 13:00 past papers", "Leilani", {"eat"}),
]


@pytest.mark.parametrize(("text", "observer", "want"), CONTROLS)
def test_controls(lex, text, observer, want):
    assert actual_kinds(lex, text, observer) == want
