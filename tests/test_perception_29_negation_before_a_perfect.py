"""An act in the present perfect after "before" + its subject was prevented (session 29,
round negation): cues.negation ``prevented_modals`` holds "has" and "have" beside "had" and
"'d" ("the alarm goes off before she has slept a wink", "the phone rings before Elif has had a
sip of her coffee"). Negative controls: "has" + a determiner is the plain present and tells
the act ("blows on her tea before she has a sip"), as "had" + a determiner tells the past."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text", [
    "Elif's alarm goes off before she has slept a wink.",
    "The phone rings before Elif has had a sip of her coffee.",
    "The bell goes before Elif has taken a bite of her sandwich.",
    "The kids are up before you have slept an hour.",
])
def test_an_act_in_the_perfect_after_before_was_prevented(lex, text):
    assert actual_kinds(lex, text, "Elif") == set()


@pytest.mark.parametrize(("text", "kinds"), [
    ("Elif blows on her tea before she has a sip.", {"drink"}),
    ("Elif says grace before she has her dinner.", {"eat"}),
    ("Elif blows on her tea before she had a sip.", {"drink"}),
])
def test_has_with_a_determiner_tells_the_act(lex, text, kinds):
    assert actual_kinds(lex, text, "Elif") == kinds
