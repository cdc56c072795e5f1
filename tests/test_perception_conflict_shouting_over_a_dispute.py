"""A shout over a matter in dispute is a row: "shouting over whose horses trampled the hay",
"yelling over who gets the last bunk". A shout over a channel or a din ("shouts over the PA",
"shouting over the noise of the generator") is no row, and someone else's row is not the
observer's."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive


def events(lex, text: str, observer: str):
    return [e for e in perceive(text, lex, observer=observer)]


def actual(lex, text: str, observer: str) -> set[str]:
    return {e.kind for e in events(lex, text, observer) if e.is_actual_self}


PARTIES = ["Nurlan and a man from the next camp", "Nurlan and his brother",
           "Nurlan and the neighbour"]
VERBS = ["are shouting over", "shout over", "were yelling over", "screamed over"]
MATTERS = ["whose horses trampled the hay", "who gets the last bunk",
           "which of them left the gate open"]


def test_a_shout_over_a_matter_in_dispute_is_a_row(lex):
    cases = [f"{p} {v} {m}." for p, v, m in itertools.product(PARTIES, VERBS, MATTERS)]
    assert len(cases) == 36
    assert [t for t in cases if "conflict" not in actual(lex, t, "Nurlan")] == []


@pytest.mark.parametrize("text", [
    "Nurlan shouts over the PA that the bus leaves in five minutes.",
    "Nurlan is shouting over the noise of the generator to the cook.",
    "Nurlan shouts over the fence that the river is rising.",
])
def test_a_shout_over_a_channel_or_a_din_is_no_row(lex, text):
    assert "conflict" not in actual(lex, text, "Nurlan")


@pytest.mark.parametrize("matter", MATTERS)
def test_someone_elses_shouting_over_a_matter_is_not_the_observers(lex, matter):
    text = f"Two herders are shouting over {matter} while Nurlan milks the mare."
    assert "conflict" not in actual(lex, text, "Nurlan")


@pytest.mark.parametrize("matter", MATTERS)
def test_a_shout_over_a_matter_that_never_happened_is_none(lex, matter):
    text = f"Nurlan and his brother did not shout over {matter} this time."
    assert "conflict" not in actual(lex, text, "Nurlan")
