"""A feeling about someone before "with" is no time spent with them: "is angry with Tom for
forgetting her birthday", "is fed up with her flatmates", "is in love with her neighbour".
Time spent with someone keeps its company ("has lunch with Tom", "sits with Tom, upset")."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBS = "Ana"


FEELINGS = ["angry", "furious", "cross", "annoyed", "upset", "fed up", "disappointed",
            "in love", "bored"]
WHOM = ["Tom", "her brother", "the kids", "her flatmates"]


def test_a_feeling_about_someone_is_no_company(lex):
    cases = [f"{OBS} is {f} with {w}." for f, w in itertools.product(FEELINGS, WHOM)]
    assert len(cases) == 36
    assert [t for t in cases if "socialize" in actual_kinds(lex, t, OBS)] == []


@pytest.mark.parametrize("text", ["has lunch with Tom.", "sits with Tom, upset.",
                                  "is chatting with her brother, annoyed about the bus.",
                                  "is playing cards with the kids."])
def test_time_spent_with_someone_keeps_company(lex, text):
    assert "socialize" in actual_kinds(lex, f"{OBS} {text}", OBS)
