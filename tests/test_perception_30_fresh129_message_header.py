"""A message's header is no diary line (session 30, round fresh129): "Transcribed voice note
from Jake: '...'" opens with a participle, its bare noun and its source before a colon; the
participle names the message, not a task the writer did ("[03:40] Finished torquing the
flange bolts" stays the writer's work)."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text, observer, kinds", [
    ("Transcribed voice note from Jake: 'mate I'm fine, I just told the medics I fainted so I "
     "could sit in the AC tent'", "Jake", set()),
    ("Transcribed voice note from his wife: 'the baby has a fever' — Marcos calls straight back "
     "and they talk.", "Marcos", {"socialize"}),
    ("Forwarded email from the venue: 'load-in moved to 6am'.", "Ana", set()),
    ("[06:10] Received text from the stage manager: rigging starts at seven.", "Ana", set()),
    ("Recorded message from Mum: 'see you Sunday'.", "Ana", set()),
])
def test_a_header_naming_a_message_and_its_source_is_no_task(lex, text, observer, kinds):
    assert actual_kinds(lex, text, observer) == kinds


@pytest.mark.parametrize("text", [
    "[03:40] Finished torquing the flange bolts",
    "Finished the inventory from the cold store: 40 crates counted.",
])
def test_a_diary_line_with_its_task_stays_work(lex, text):
    assert actual_kinds(lex, text, "Ana") == {"work"}
