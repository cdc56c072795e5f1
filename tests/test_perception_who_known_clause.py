"""Who did what: what someone else did, learnt of by the observer with no "that" ("Ana learns
her colleague got into a fight", "finds out Tom was in a fight"), is theirs: the person right
after the verb of knowing, before a past or finite verb of their own, is that clause's
subject. Negative controls: a bare verb after a name ("Ana makes Sam laugh") and the
observer's own company ("Ana meets Tom and they chat") stay hers."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

KNOW = ["learns", "finds out", "discovers", "realises", "hears"]
WHO = ["Tom", "her colleague", "the porter", "her brother"]
DEEDS = [("conflict", "got into a fight"), ("conflict", "was in a fight at the bar"),
         ("conflict", "had a row with the landlord")]


def test_known_clause_is_the_others(lex) -> None:
    def one_case(know, who, deed):
        kind, clause = deed
        assert kind not in actual_kinds(lex, f"Ana {know} {who} {clause}.", "Ana")

    cases = list(itertools.product(KNOW, WHO, DEEDS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    ("Ana makes Sam laugh.", "socialize"),
    ("Ana meets Tom and they chat.", "socialize"),
    ("Ana greets her neighbour and chats with him.", "socialize"),
    ("Ana learns the rules and gets into a fight with the referee.", "conflict"),
])
def test_observer_keeps_own_company(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana")
