"""A hotline or helpline answered, manned or staffed is work, as the phones manned are.

* core.yaml work terms: "answer/man/staff the hotline" and "... the helpline".
* Controls: someone else manning it is theirs; the observer ringing one makes no work.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Ana"


def test_a_hotline_answered_or_manned_is_work(lex) -> None:
    def one_case(verb, line, tail):
        text = f"Ana {verb} the {line}{tail}"
        assert actual_kinds(lex, text, OBSERVER) == {"work"}, text

    cases = list(itertools.product(
        ["is answering", "answers", "is manning", "mans", "staffs", "spent the night staffing"],
        ["hotline", "helpline"],
        [".", " at the county office.", " @ emergency operations centre"]))
    assert failing_cases(one_case, cases) == []


def test_a_hotline_rung_or_manned_by_someone_else_is_no_work_of_the_observers(lex) -> None:
    def one_case(text, mine, theirs):
        assert actual_kinds(lex, text, OBSERVER) == mine, text
        assert ("work" in other_kinds(lex, text, OBSERVER)) == theirs, text

    cases = [
        ("Ana rings the helpline.", set(), False),
        ("Ana calls the hotline about her power bill.", set(), False),
        ("Ana's sister is manning the hotline.", set(), True),
        ("Ana's neighbour staffs the helpline all night.", set(), True),
    ]
    assert failing_cases(one_case, cases) == []
