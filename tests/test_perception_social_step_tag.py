"""A plan step tagged as company ("Step 'See family' (social): Sunday lunch at Aunt Graça's,
a big pot of feijoada passed round the table", "Plan step 3/4 [social]: ...") and reported
carried out was spent with others, even when the report names no talk. A step still ahead
("queued", "not yet started", "cancelled") or a tag outside a step's label only labels."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

OBSERVER = "Paulo"


def social_self(lex, text: str) -> bool:
    return any(e.kind == "socialize" for e in perceive(text, lex, observer=OBSERVER)
               if e.is_actual_self)


LABELS = ["Step 'See family' (social)", "Step 'Meet Arjun' (social)", "Plan step 3/4 [social]",
          "Task 'Sunday lunch' [social]", "Step 'Visit Aunt Graça' (socialising)"]
REPORTS = ["Sunday lunch at Aunt Graça's, a big pot of feijoada passed round the table",
           "an afternoon at the allotments, tea from a flask",
           "two hours at the chai stall, two cups each",
           "spent the evening at the clubhouse bar"]
AHEAD = ["queued, after the harvest shift", "scheduled for 13:00, not yet started",
         "cancelled", "postponed until Friday", "pending"]


def test_a_step_tagged_as_company_and_carried_out_is_company(lex):
    cases = [f"{lab}: {r}" for lab, r in itertools.product(LABELS, REPORTS)]
    assert len(cases) == 20
    assert [c for c in cases if not social_self(lex, c)] == []


def test_a_step_tagged_as_company_still_ahead_is_not(lex):
    cases = [f"{lab}: {r}" for lab, r in itertools.product(LABELS, AHEAD)]
    assert len(cases) == 25
    assert [c for c in cases if social_self(lex, c)] == []


@pytest.mark.parametrize("text", [
    "Diary [social]: quiet day, read on the sofa",
    "Notes (social): nothing planned this week",
    "Step 'Evening swim' (exercise): swam twenty lengths alone",
    # a report naming an activity of its own tells what the step was
    "Step 'Club social' (social): swam twenty lengths of the outdoor pool",
    "Step 'See family' (social): done, ate a bowl of soup at the canteen",
    "Plan step 3/4 [social]: slept for two hours in the bunk room",
])
def test_a_tag_outside_a_step_or_of_another_kind_is_no_company(lex, text):
    assert not social_self(lex, text)
