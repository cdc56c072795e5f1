"""Who did what: a chat or radio turn tagged by a role ("The station doctor: I wolfed down a pie |
Ana: nice", "[crew chat] the crane operator: ...") is that person's, so its "I" is theirs; the
observer's own tag keeps the act."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

ROLES = ["The station doctor", "the crane operator", "The cabin steward", "Our haul truck driver",
         "the night nurse"]
ACTS = {"eat": "I wolfed down a pie", "drink": "I gulped a mug of tea",
        "sleep": "I fell asleep in the bunk", "injury": "I cut my hand on the sheet metal",
        "illness": "I threw up twice", "work": "I worked a double shift"}
SHAPES = ["[group chat] {R}: {a} lol | Ana: nice", "{R}: {a} lol | Ana: nice",
          "[crew chat] {R}: {a}", "[radio] {R}: {a}. Ana: copy that",
          "Ana: all good? {R}: {a}"]


def test_a_role_tagged_turn_is_that_persons(lex) -> None:
    def one_case(role, kind, shape):
        assert kind not in actual_kinds(lex, shape.format(R=role, a=ACTS[kind]), "Ana")

    cases = list(itertools.product(ROLES, ACTS, SHAPES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("kind,shape", list(itertools.product(ACTS, SHAPES[:3])))
def test_the_observers_own_turn_keeps_the_act(lex, kind, shape):
    # negative control: the observer speaks the "I" line, a role answers
    text = shape.replace("{R}", "Ana").replace("Ana: nice", "the station doctor: nice")
    assert kind in actual_kinds(lex, text.format(a=ACTS[kind]), "Ana")


@pytest.mark.parametrize("text,kind", [
    # no tag: a colon inside a sentence, or a role after a word that is no turn boundary
    ("Update for the doctor: I wolfed down a pie.", "eat"),
    ("Note to the doctor: I wolfed down a pie.", "eat"),
    ("Breakfast with the crane operator: I wolfed down a pie.", "eat"),
    ("Ana: I wolfed down a pie. The doctor: good.", "eat"),
])
def test_no_role_tag_keeps_the_act(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana")
