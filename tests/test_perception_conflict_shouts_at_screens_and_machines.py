"""A shout or an oath at a screen or a machine has no party to quarrel with ("yells at the TV
during the match", "swears at the printer"); one at someone stays a row ("shouts at Tom",
"yells at her brother over the phone")."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBS = "Ana"


SHOUTS = ["yells at", "shouts at", "swears at", "screams at"]
THINGS = ["the TV during the match", "the printer", "the old laptop", "the radio",
          "the jammed photocopier"]


def test_a_shout_at_a_screen_or_a_machine_is_no_row(lex):
    cases = [f"{OBS} {s} {t}." for s, t in itertools.product(SHOUTS, THINGS)]
    assert len(cases) == 20
    assert [t for t in cases if "conflict" in actual_kinds(lex, t, OBS)] == []


@pytest.mark.parametrize("shout", SHOUTS)
@pytest.mark.parametrize("who", ["Tom", "her brother over the phone", "the referee"])
def test_a_shout_at_someone_stays_a_row(lex, shout, who):
    assert "conflict" in actual_kinds(lex, f"{OBS} {shout} {who}.", OBS)


@pytest.mark.parametrize("shout", SHOUTS)
def test_someone_elses_shout_is_not_the_observers(lex, shout):
    assert "conflict" not in actual_kinds(lex, f"Tom {shout} the referee while {OBS} cooks.", OBS)
