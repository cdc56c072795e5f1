"""A wake verb told the length of the sleep it ends, the length as a compound; "awake" kept.

"You wake in the bunk at 04:30 after a full eleven-hour reset", "wakes after a solid 10-hour
sleep" end a sleep, as "after twelve straight hours" does. "Awake" as a state kept ("you lie
awake after a ten-hour shift", "still awake after a twelve-hour drive") ends none.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive


def others(lex, text: str, observer: str = "Leticia") -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer)
            if e.subject == "other" and not e.negated}


WAKERS = [("You", "wake"), ("Leticia", "wakes"), ("I", "woke")]
LENGTHS = ["a full eleven-hour reset", "a solid 10-hour sleep", "a ten-hour kip",
           "a good eight-hour night", "twelve straight hours"]


def test_woken_after_a_compound_length(lex) -> None:
    def one_case(waker, length):
        who, verb = waker
        assert "sleep" in actual_kinds(lex, f"{who} {verb} in the bunk at 04:30 after {length}.",
                                       "Leticia")

    cases = list(itertools.product(WAKERS, LENGTHS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("length", LENGTHS[:3])
def test_someone_elses_waking_stays_theirs(lex, length):
    text = f"Tom wakes in the bunk after {length}."
    assert "sleep" not in actual_kinds(lex, text, "Leticia")
    assert "sleep" in others(lex, text)


def test_awake_kept_is_no_sleep(lex) -> None:
    def one_case(state, after):
        assert "sleep" not in actual_kinds(lex, f"{state} after {after}.", "Leticia")

    cases = list(itertools.product(
        ["You lie awake", "You are still awake", "You stay awake", "Leticia lies wide awake"],
        ["a ten-hour shift", "a twelve-hour drive", "twelve hours at the wheel"]))
    assert failing_cases(one_case, cases) == []


def test_dropping_off_in_a_chair_or_on_a_bed_is_sleep(lex) -> None:
    def one_case(who, place):
        name, verb = who
        assert "sleep" in actual_kinds(lex, f"{name} {verb} off {place}.", "Leticia")

    cases = list(itertools.product(
        [("Leticia", "drops"), ("You", "drop"), ("I", "dropped")],
        ["in the pilot's chair", "on the sofa", "in her bunk", "on the couch"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Leticia drops off the kids at school.", "Leticia drops off the parcel at the depot.",
    "Leticia drops off in the car park.", "Tom drops off on the sofa."])
def test_dropping_off_something_or_someone_else_is_none(lex, text):
    assert "sleep" not in actual_kinds(lex, text, "Leticia")
