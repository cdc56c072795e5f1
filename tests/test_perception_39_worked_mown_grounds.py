"""Grounds a groundsman mows (session 39, round worked).

Read now: "mow" (work's term with its own objects) takes a sports ground's, a churchyard's and
a road verge's grass as well as a farm's hay ground ("mows the cricket pitch", "mows the
verges along the lane for the council", "mows the churchyard"); a home's lawn stays a chore.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_grounds_mown_are_work_and_a_lawn_is_not(lex) -> None:
    cases = [("Hugo mows the cricket pitch.", {"work"}),
             ("Hugo is mowing the pitches before the tournament.", {"work"}),
             ("Hugo mows the verges along the lane for the council.", {"work"}),
             ("Hugo mows the churchyard.", {"work"}),
             ("Hugo mows the lawn.", set()),
             ("Hugo doesn't mow the cricket pitch this week.", set())]

    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, "Hugo") == want, text

    assert failing_cases(one_case, cases) == []


def test_someone_else_mowing_is_theirs(lex) -> None:
    text = "Hugo watches the groundsman mow the pitch."
    assert actual_kinds(lex, text, "Hugo") == set()
    assert other_kinds(lex, text, "Hugo") == {"work"}
