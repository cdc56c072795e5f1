"""Who did what: after the observer's own verb, "and" and a plural noun phrase the lexicon lacks
("You look over and the blokes argued with the foreman") open a clause of their own, so the
quarrel is theirs, as with a person noun ("and the men argued"); "You and the blokes argued" keeps
the observer a party (negative control)."""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

GROUPS = ["the blokes", "the glaciologists", "the roustabouts", "the night-shift blokes",
          "the old men", "the two deckhands", "the sea-sick tourists"]
QUARRELS = ["argued with the foreman", "argue with the foreman", "are arguing with the skipper",
            "quarrelled over the radio"]
OPENERS = ["You look over and", "Ana glances up and", "I put the kettle on and"]


def test_and_a_group_opens_its_own_quarrel(lex) -> None:
    def one_case(opener, group, quarrel):
        assert "conflict" not in actual_kinds(lex, f"{opener} {group} {quarrel}.", "Ana")

    cases = list(itertools.product(OPENERS, GROUPS, QUARRELS))
    assert failing_cases(one_case, cases) == []


# ("You and the sea-sick tourists argue" with "sick" read as an illness is left as it was)
def test_the_observer_joined_to_the_group_is_a_party(lex) -> None:
    def one_case(group, quarrel):
        assert "conflict" in actual_kinds(lex, f"You and {group} {quarrel}.", "Ana")

    cases = list(itertools.product(GROUPS[:6], QUARRELS[:2]))
    assert failing_cases(one_case, cases) == []
