"""The observer's words quoted into their own record are their own account (session 29, round
who): "“We all slept in the barn,” Vesna writes in her diary" is Vesna's sleep; a quotation
told to someone, written by someone else, or with "you" in it stays a report."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize("text, observer, kinds", [
    ('"We all slept in the barn," Vesna writes in her diary.', "Vesna", {"sleep"}),
    ('"I slept in the barn", Vesna writes in her journal.', "Vesna", {"sleep"}),
    ('"I slept in the barn," Vesna notes in her log.', "Vesna", {"sleep"}),
    ('"Ran 10k this morning," you write in your journal.', None, {"exercise"}),
])
def test_a_quote_the_observer_writes_in_their_own_record_is_theirs(lex, text, observer, kinds):
    assert actual_kinds(lex, text, observer) == kinds


@pytest.mark.parametrize("text, observer, kind", [
    ('"I slept in the barn," Tom writes in his diary.', "Vesna", "sleep"),
    ('"You slept in the barn," Vesna writes in her diary.', "Vesna", "sleep"),
    ('"I slept in the barn," Vesna writes.', "Vesna", "sleep"),
    ('"I ran 10k this morning," Tom writes in his journal.', None, "exercise"),
])
def test_other_quotes_stay_reported(lex, text, observer, kind):
    assert actual_kinds(lex, text, observer) == set()
    assert other_kinds(lex, text, observer) == {kind}
