"""A state after "with" and someone is theirs (session 29, round who): an ailment after its own
"with" and a short predicate ("with his boss down with flu", "in bed with flu"), and a group
by a collective noun or a plural the lexicon lacks, part of it too ("with half the staff
ill", "with half the pickmen off sick"), is those people's, not the sentence's subject's."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_an_ailment_after_with_and_someone_is_theirs(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ahmad") == kinds
        assert other_kinds(lex, text, "Ahmad") == {"illness"}

    cases = [
        ("Ahmad runs the shop, with his boss down with flu.", {"work"}),
        ("Ahmad runs the shop, with Tom down with flu.", {"work"}),
        ("Ahmad runs the shop, with his boss in bed with flu.", set()),
        ("Ahmad is busy today with half the staff ill.", set()),
        ("With the staff ill, Ahmad runs the shop.", set()),
        ("Ahmad runs the shop with the staff ill.", {"work"}),
        ("Ahmad is busy today with half the pickmen sick.", set()),
        ("Ahmad is worked off his feet in Trench A today, with half the pickmen off sick.",
         {"work"}),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text, kinds", [
    ("Ahmad runs the shop, though he is down with flu.", {"work", "illness"}),
    ("Ahmad is in bed with flu.", {"illness"}),
    ("Ahmad stays home with flu.", {"illness"}),
])
def test_the_observers_own_ailment_stays_his(lex, text, kinds):
    assert actual_kinds(lex, text, "Ahmad") == kinds
