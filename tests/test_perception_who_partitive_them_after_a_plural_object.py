"""Who did it: the "them" of a partitive ("one of them", "two of them", "some of them") after
the observer named alone and a plural object ("Tuya watches the archers; one of them faints")
is one of that group, never the observer, as a "they" there is.

Negative control: the observer's own act before the partitive stays theirs.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OBSERVERS = ["Tuya", "Ana", "Marco"]
GROUPS = ["the archers", "the acrobats", "the wrestlers", "the passengers"]
PARTS = ["one of them", "two of them", "some of them"]
ACTS = {"illness": ("faints in the heat", "faint in the heat"),
        "sleep": ("falls asleep", "fall asleep"),
        "eat": ("eats a sandwich", "eat sandwiches")}


def test_a_partitive_them_after_a_plural_object_is_the_group(lex) -> None:
    def one_case(obs, group, part, kind, mark):
        verb = ACTS[kind][0] if part.startswith("one") else ACTS[kind][1]
        lead = part if mark == "; " else part[0].upper() + part[1:]
        text = f"{obs} watches {group}{mark}{lead} {verb}."
        assert kind not in actual_kinds(lex, text, obs), text

    cases = list(itertools.product(
        OBSERVERS, GROUPS, PARTS, ACTS, ["; ", ". "]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("obs", OBSERVERS)
def test_the_observers_own_act_before_it_stays(lex, obs):
    text = f"{obs} eats a sandwich and watches the archers; one of them faints."
    assert "eat" in actual_kinds(lex, text, obs), text
