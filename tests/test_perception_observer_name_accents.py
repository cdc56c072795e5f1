"""The observer's name matches the text's spelling when only accents differ: people type names
without their marks (phones, logs, all-caps text) or with them when the profile has none
(``perception._as_spelled``). A different name stays someone else's.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive


def actual(lex, text: str, observer: str) -> dict[str, str]:
    """kind -> subject of the actual, not negated events."""
    return {e.kind: e.subject for e in perceive(text, lex, observer=observer)
            if e.mode == "actual" and not e.negated}


PAIRS = [("Oisín", "Oisin"), ("José", "Jose"), ("Zoë", "Zoe"), ("Chloé", "Chloe"),
         ("Björn", "Bjorn"), ("Renée", "Renee")]
FRAMES = [("{n} is eating a bowl of noodles.", "eat"),
          ("{n} got into a fight with some guy at the bar.", "conflict"),
          ("{n} gulps a litre of water after the shift.", "drink")]


def test_a_name_differing_only_by_accents_is_the_observer(lex) -> None:
    def one_case(pair, frame, accented_observer):
        accented, bare = pair
        observer, written = (accented, bare) if accented_observer else (bare, accented)
        assert actual(lex, frame[0].format(n=written), observer).get(frame[1]) == "self"

    cases = list(itertools.product(PAIRS, FRAMES, [True, False]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("observer", "text", "kind"), [
    ("José", "Josefa is eating a bowl of noodles.", "eat"),
    ("Zoë", "Zoey is eating a bowl of noodles.", "eat"),
    ("Renée", "René gulps a litre of water after the shift.", "drink")])
def test_another_name_stays_someone_elses(lex, observer, text, kind):
    assert actual(lex, text, observer).get(kind) == "other"
