"""A pipe-separated status row is read as the status line it is (session 33, round
leftovers).

* "07:15 | Musa | okada rider | ferrying passengers to Ikeja" gave nothing: the row's name
  field is its subject, and an ``-ing`` verb opening a field within three fields after it
  (a role, a state) is the row's activity, work as a status line's own activity is
  (``status_activity``, weight 0.8) when no term names it.
* Controls: a leisure verb or a chore ("reading a novel", "washing his shirt"), someone
  else's row, and a row whose term already names the event ("eating rice") give no work.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

ROWS = [("Musa", "okada rider", "ferrying passengers to Ikeja"),
        ("Amara", "EVA", "sampling the crater rim"),
        ("Ines", "night porter", "sorting the post for room 12"),
        ("Bo", "deckhand", "splicing mooring lines"),
        ("Kai", "tired", "restringing the lab centrifuge")]
STAMPS = ["07:15 | ", "Sol 212 | ", "Day 3 | ", ""]


def test_a_status_row_gives_its_named_agent_the_activity(lex) -> None:
    def one_case(row, stamp):
        name, role, act = row
        text = f"{stamp}{name} | {role} | {act}"
        assert actual_kinds(lex, text, name) == {"work"}, text
        assert actual_kinds(lex, f"{stamp}{name} | {act}", name) == {"work"}, text

    cases = list(itertools.product(ROWS, STAMPS))
    assert failing_cases(one_case, cases) == []


def test_a_row_of_leisure_a_chore_or_someone_else_gives_no_work(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Musa") == kinds, text

    cases = [
        ("07:15 | Musa | reading a novel", set()),
        ("07:15 | Musa | washing his shirt", set()),
        ("07:15 | Musa | queueing for the bus", set()),
        ("07:15 | Tom | okada rider | ferrying passengers", set()),
        ("07:15 | Musa | eating rice", {"eat"}),
        ("07:15 | Musa | hungry | eating noodles", {"eat"}),
        ("07:15 | Musa | chatting with Tom", {"socialize"}),
        ("07:15 | Musa | okada rider | sleeping", {"sleep"}),
        ("Tom | okada rider | ferrying passengers to Ikeja", set()),
        ("07:15 | Tom | ferrying passengers | Musa | watching", set()),
    ]
    assert failing_cases(one_case, cases) == []
