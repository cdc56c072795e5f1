"""A chat or log line's tally of a batch done, and an IRC line's writer, are read as the
writer's task (session 22).

- "[06:12] Abena: 40 parcels scanned and loaded", "Abena: sixty mackerel gutted before
  breakfast": a count of 20 or more (digits, or ``frames.batches`` words), its noun and a past
  participle after the writer's colon are the writer's batch done; a count of minutes, pages or
  kilometres is no batch ("40 minutes walked", "30 pages read").
- "[06:12] <Abena> packing forty bowls for the restaurant order": the name between "<" and ">"
  opens the line as a chat writer's name before ":" does.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text", [
    "[06:12] Abena: 40 parcels scanned and loaded",
    "Abena: sixty mackerel gutted before breakfast",
    "[20:12] Abena: 200 loaves baked, off to bed",
    "[06:12] <Abena> 40 parcels scanned and loaded, van 17 heading out on the Riverside route now",
    "[06:12] <Abena> packing forty bowls for the restaurant order",
])
def test_a_batch_done_or_an_irc_writers_task_is_work(lex, text):
    assert actual_kinds(lex, text, "Abena") == {"work"}


@pytest.mark.parametrize(("text", "kinds"), [
    ("[20:12] Abena: 40 minutes walked, feeling good", {"walk"}),
    ("[20:12] Abena: 30 pages read tonight", set()),
    ("<Abena> watching a film", set()),
])
def test_a_count_of_time_or_pages_or_a_pastime_is_no_work(lex, text, kinds):
    assert actual_kinds(lex, text, "Abena") == kinds
