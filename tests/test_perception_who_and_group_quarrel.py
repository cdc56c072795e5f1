"""Who did what: after the observer's own verb, "and" and a plural noun phrase the lexicon lacks
("You look over and the blokes argued with the foreman") open a clause of their own, so the
quarrel is theirs, as with a person noun ("and the men argued"); "You and the blokes argued" keeps
the observer a party (negative control)."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

GROUPS = ["the blokes", "the glaciologists", "the roustabouts", "the night-shift blokes",
          "the old men", "the two deckhands", "the sea-sick tourists"]
QUARRELS = ["argued with the foreman", "argue with the foreman", "are arguing with the skipper",
            "quarrelled over the radio"]
OPENERS = ["You look over and", "Ana glances up and", "I put the kettle on and"]


@pytest.mark.parametrize("opener,group,quarrel",
                         list(itertools.product(OPENERS, GROUPS, QUARRELS)))
def test_and_a_group_opens_its_own_quarrel(lex, opener, group, quarrel):
    assert "conflict" not in actual_kinds(lex, f"{opener} {group} {quarrel}.", "Ana")


# ("You and the sea-sick tourists argue" with "sick" read as an illness is left as it was)
@pytest.mark.parametrize("group,quarrel", list(itertools.product(GROUPS[:6], QUARRELS[:2])))
def test_the_observer_joined_to_the_group_is_a_party(lex, group, quarrel):
    assert "conflict" in actual_kinds(lex, f"You and {group} {quarrel}.", "Ana")
