"""Who did what: a plural noun phrase the lexicon lacks, found as the subject of a situation's
own verb ("two of the glaciologists nearly fall off the scaffold", "the night-shift blokes nearly
fall through the ice"), names the people it happens to, so the observer is not in danger; a
thing ("two of the crates nearly fall off the scaffold") and the observer's own group ("We nearly
fall off the scaffold") stay her danger (negative controls)."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

GROUPS = ["two of the glaciologists", "both of the roustabouts", "the night-shift blokes",
          "the off-duty winterers"]
DANGERS = ["nearly fall off the scaffold", "fall off the scaffold", "nearly drown in the sump"]
# (after "as" or "while" the group's determiner opens the clause alone and the rule does not
# reach it yet)
OPENERS = ["You look over and", "Ana hands out the radios and", "I tie off the rope and"]


def test_a_plural_group_is_the_one_in_danger(lex) -> None:
    def one_case(opener, group, danger):
        assert "danger" not in actual_kinds(lex, f"{opener} {group} {danger}.", "Ana")

    cases = list(itertools.product(OPENERS, GROUPS, DANGERS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "You look over and two of the crates nearly fall off the scaffold.",
    "We nearly fall off the scaffold.",
    "You and two of the glaciologists nearly fall off the scaffold.",
])
def test_a_thing_or_the_observers_group_stays_her_danger(lex, text):
    assert "danger" in actual_kinds(lex, text, "Ana")
