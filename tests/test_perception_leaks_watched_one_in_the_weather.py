"""A threat told by a time clause after a clause in which the observer watches or sees someone
held by a participle phrase ("Ines watches a kayaker stranded on the roof of his car as the
floodwater rises", "I saw the old ferryman stranded ... as the floodwater rises") comes where
the one watched is, not to the watcher. Before session 22 the observer named in the host clause
took it. The observer who is there keeps it ("Ines helps the boy stranded on the roof as the
floodwater rises", "Ines is stranded on the roof as the floodwater rises")."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text,observer", [
    ("Ines watches a kayaker stranded on the roof of his car as the floodwater rises.", "Ines"),
    ("I saw the old ferryman stranded on the roof of his car as the floodwater rises.", None),
    ("Through binoculars Ines sees two climbers stranded on the roof of his car as the "
     "floodwater rises.", "Ines"),
])
def test_the_watched_one_is_where_the_threat_comes(lex, text, observer):
    assert "danger" not in actual_kinds(lex, text, observer), text


@pytest.mark.parametrize("text", [
    "Ines helps the boy stranded on the roof as the floodwater rises.",
    "Ines is stranded on the roof as the floodwater rises.",
])
def test_the_observer_who_is_there_keeps_it(lex, text):
    assert "danger" in actual_kinds(lex, text, "Ines"), text
