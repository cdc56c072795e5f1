"""A break taken at a trade's post (session 30, round fresh129): "behind the bar", "behind the
counter" is the job's post (work), but with a rest in its clause it is where the break is
taken ("sat on an upturned crate behind the bar with my feet up": rest only,
``cues.vocabulary.rest_posts``); the post alone, or a rest in another clause, keeps the work."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_a_rest_at_the_post_is_a_break_not_work(lex) -> None:
    def one_case(text, observer):
        assert actual_kinds(lex, text, observer) == {"rest"}

    cases = [
        ("I sat on an upturned crate behind the bar for twenty minutes with my feet up, just "
         "breathing.", "Diego"),
        ("Diego sits behind the counter with his feet up.", "Diego"),
        ("You put your feet up behind the bar for ten minutes.", None),
        ("Diego takes a breather behind the till with his feet up on a crate.", "Diego"),
        ("Diego lounges behind the counter with his feet up while the shop is empty.", "Diego"),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text, kinds", [
    ("Diego is behind the bar.", {"work"}),
    ("Diego is behind the counter all evening; at home later he puts his feet up.",
     {"work", "rest"}),
])
def test_the_post_without_a_rest_in_its_clause_is_work(lex, text, kinds):
    assert actual_kinds(lex, text, "Diego") == kinds
