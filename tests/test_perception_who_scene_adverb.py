"""Who did what: a place or time adverb opening a clause or following its subordinator
("while outside the stagehands haul crates", "; meanwhile the stagehands down pints") stands
before that clause's subject. Negative controls: the observer after the same adverbs keeps
the observer's events."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OWN = ["Kofi sits on the bench", "Kofi leans on the railing", "Kofi waits for the bus"]
OPENERS = [", while outside", "; meanwhile", ", while upstairs", "; nearby"]
GROUPS = [("work", "the stagehands haul crates off the lorry"),
          ("drink", "the stagehands down pints of lager"),
          ("eat", "the porters wolf down pasties")]


def test_scene_adverb_before_a_new_subject(lex) -> None:
    def one_case(own, opener, act):
        kind, clause = act
        assert kind not in actual_kinds(lex, f"{own}{opener} {clause}.", "Kofi")

    cases = list(itertools.product(OWN, OPENERS, GROUPS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    ("Kofi sits on the bench; meanwhile the tea brews and he drinks a glass of water.", "drink"),
    ("Kofi waits outside the shop and drinks a coffee.", "drink"),
    ("Kofi sits on the bench, while outside he drinks a glass of water.", "drink"),
])
def test_observer_keeps_own_events(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Kofi")
