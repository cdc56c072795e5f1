"""A lower-case name in a chat line with an adverb before its verb (session 29, round who):
"Ezra: tom just ate all the pizza" is Tom's meal, as "tom ate all the pizza" was; a chat
filler before the adverb ("lol just ate") leaves the line the writer's."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


@pytest.mark.parametrize("text, kind", [
    ("Ezra: tom just ate all the pizza", "eat"),
    ("Ezra: tom finally ate something", "eat"),
    ("Ezra: jo just fell asleep on the couch", "sleep"),
    ("lisa: tom just ate all the pizza", "eat"),
])
def test_a_lower_case_name_before_an_adverb_and_a_verb_is_someone_else(lex, text, kind):
    assert actual_kinds(lex, text, "Ezra") == set()
    assert other_kinds(lex, text, "Ezra") == {kind}


def test_the_writers_own_line_stays_theirs(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ezra") == kinds

    cases = [
        ("Ezra: finally ate something", {"eat"}),
        ("Ezra: i just ate all the pizza", {"eat"}),
        ("Ezra: lol just ate", {"eat"}),
        ("Ezra: nah already ate", {"eat"}),
        ("Ezra: sam and i ate at the diner", {"eat"}),
    ]
    assert failing_cases(one_case, cases) == []
