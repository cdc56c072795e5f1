"""Who did what: people named by their newness, their plight or an old trade are someone
else, so a threat that befalls them stays theirs.

An unknown head noun before a danger ("the hut is swept away by the flood") may be a thing near
the observer and reads as her danger; a person word does not: "the novice falls into a
crevasse while Ana radios base" is the novice's danger, Ana's radio work stays hers. "Leader"
is left out (a known "leader" would hide an unknown role: "the finance leader throws up").
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OBS = "Ana"


ROLES = ["new hire", "newcomer", "novice", "rookie", "veteran",
         "overseer", "widow", "orphan", "beggar", "vagrant", "thief", "sheriff", "bootlegger",
         "glassblower", "stationmaster", "acolyte", "seamstress", "weaver"]
THREATS = ["falls into a crevasse", "is swept away by the flood", "nearly drowns"]


def test_a_role_noun_keeps_the_threat(lex) -> None:
    def one_case(threat, role):
        assert "danger" not in actual_kinds(lex, f"The {role} {threat}.", OBS)

    cases = list(itertools.product(THREATS, ROLES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("role", ["rookie", "new hire", "novice"])
def test_the_observer_keeps_her_own_act_beside_it(lex, role):
    assert actual_kinds(lex, f"The {role} falls into a crevasse while {OBS} radios base.",
                        OBS) == {"work"}


@pytest.mark.parametrize("text", ["Ana falls into a crevasse.",
                                  "The snow bridge gives way and Ana falls into a crevasse."])
def test_the_observer_falling_is_her_danger(lex, text):
    assert "danger" in actual_kinds(lex, text, OBS)
