"""Rows that are only apparent, and rows that are only others' (session 25, round company).

A "both" that opens a noun phrase naming others ("both neighbours are shouting", "both of her
sons are screaming") names the parties itself, so the joint-shout rule no longer gives their
row to the observer (a leak); "you're both on your feet shouting", "Kim and Tom are both
shouting" and "both of us" stay the observer's. A side argued in a debate or a cause argued
for ("argues the affirmative", "argues against the motion", "argues for more funding") is
advocacy, and a video game's boss fight is play: no row, while "argue for an hour" and
"argues with her dad" stay rows."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Kim"


@pytest.mark.parametrize("text", [
    "Both neighbours are shouting at each other when Kim gets home.",
    "Both of her sons are screaming at each other.",
    "Both of Kim's neighbours are shouting at each other when she gets home.",
    "Both the drivers start yelling as Kim watches.",
])
def test_both_naming_others_is_their_row(lex, text):
    assert "conflict" not in actual_kinds(lex, text, OBSERVER)
    assert "conflict" in other_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "Within a minute you're both on your feet shouting.",
    "Kim and Tom are both shouting.",
    "Both of us are shouting by the end.",
])
def test_both_holding_the_observer_stays_a_row(lex, text):
    assert "conflict" in actual_kinds(lex, text, OBSERVER)


def test_debate_sides_and_game_bosses_are_no_row(lex) -> None:
    def one_case(text):
        assert "conflict" not in actual_kinds(lex, text, OBSERVER)

    cases = [
        "Kim argues the affirmative at the debate club final.",
        "Kim argues against the motion in the school debate.",
        "Kim argues in favour of a four-day week.",
        "Kim argues for more funding for the library.",
        "Kim fights a boss battle in her video game.",
        "Kim fights the final boss at midnight.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Kim and Tom argue for an hour about the bill.",
    "Kim argued for ages with her dad.",
    "Kim argues with her brother about the car.",
])
def test_arguing_with_someone_stays_a_row(lex, text):
    assert "conflict" in actual_kinds(lex, text, OBSERVER)
