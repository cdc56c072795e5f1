"""Someone waiting at a race's finish line is a spectator, not a runner ("Ana waits at the
finish line while Tom runs the last lap"); a finish line crossed, reached or run for is the
race. And "as" with a noun phrase, a place phrase after it and a verb in -s opens a clause with
its own subject ("Ana holds the stopwatch as a man in a grey suit swims twenty lengths"), not a
role of the observer's."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OTHERS = ["Tom", "her son", "a man in a grey suit", "the twins"]


def test_waiting_at_the_finish_line_is_no_race(lex) -> None:
    def one_case(verb, who):
        runs = "run" if who == "the twins" else "runs"
        text = f"Ana {verb} at the finish line while {who} {runs} the last lap."
        assert "exercise" not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(
        ["waits", "stands", "cheers"], OTHERS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana crosses the finish line of a full marathon in just under four hours.",
    "Ana sprinted for the finish line.",
    "Ana limps over the finish line.",
    "Ana reached the finish line in three hours.",
])
def test_a_finish_line_crossed_or_reached_is_the_race(lex, text):
    assert "exercise" in actual_kinds(lex, text, "Ana"), text


PLACES = ["in a grey suit", "with a red cap", "in a wetsuit"]
ACTS = {"exercise": "swims twenty lengths", "eat": "eats a pie", "drink": "gulps a coffee"}


@pytest.mark.parametrize("place,kind", list(itertools.product(PLACES, ACTS)))
def test_as_a_person_with_a_place_phrase_opens_a_clause(lex, place, kind):
    text = f"Ana holds the stopwatch as a man {place} {ACTS[kind]}."
    assert kind not in actual_kinds(lex, text, "Ana"), text
