"""A storm after an article is the noun, weather, not the verb that the exception "storm in"
reads (session 21, left): "the radio warns of a storm in our valley" is a danger for the
observer (warned of in the observer's own place, at half strength), "there is a storm in our
bay" a present one; someone storming in and a storm in a teacup stay none, and a storm warned
of for a far place stays only reported."""

from __future__ import annotations

import pytest

from engine.perception import perceive

OBSERVER = "Ana"


def events(lex, text: str):
    return perceive(text, lex, observer=OBSERVER)


def actual(lex, text: str) -> set[str]:
    return {e.kind for e in events(lex, text) if e.is_actual_self}


@pytest.mark.parametrize("text", [
    "The radio warns of a storm in our valley.",
    "The signal box phone warns of a storm in our valley tonight.",
    "There is a storm in our bay and the salt-mine barge can't dock.",
    "The storm in the harbour tears the nets off our boat.",
])
def test_a_storm_noun_in_ones_own_place_is_danger(lex, text):
    assert "danger" in actual(lex, text)


@pytest.mark.parametrize("text", [
    "The row over the beehives was a storm in a teacup.",
    "Tom storms in, furious about the falcon.",
    "The radio warns of a storm in the Alps.",
])
def test_a_storm_elsewhere_or_a_verb_is_no_danger_now(lex, text):
    assert "danger" not in actual(lex, text)
