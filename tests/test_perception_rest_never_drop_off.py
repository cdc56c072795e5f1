""""Drop off" with nothing dropped after it is falling asleep ("you never drop off", "drops off
at once"), so lying in a bunk while the sleep never comes is a failed attempt: no rest, as the
labelled sets have lying awake. "Drops off the kids" or "drop off a parcel" take an object and
are no sleep; a sleep only just missed ("doesn't quite drop off") is a doze that still rests."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

# (subject, lie, its pronoun, "drop off" as after "never", object pronoun)
SUBJECTS = [("You", "lie", "you", "drop off", "you"), ("Ana", "lies", "she", "drops off", "her")]
PLACES = ["in the bunk", "on the sofa", "in the dark", "on top of the sheets"]
FAILS = ["; {p} never {never}.", " but never {never}.", " and can't drop off.",
         "; {p} never once {never}."]


def test_lying_while_sleep_never_comes_is_no_rest(lex) -> None:
    def one_case(who, place, fail):
        subject, lie, pronoun, never, obj = who
        text = f"{subject} {lie} {place}{fail.format(p=pronoun, never=never, o=obj)}"
        kinds = actual_kinds(lex, text, "Ana")
        assert "rest" not in kinds, text
        assert "sleep" not in kinds, text

    cases = list(itertools.product(SUBJECTS, PLACES, FAILS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana drops off at once.",
    "Ana dropped off, exhausted, halfway through the film.",
    "Ana drops off again after the alarm.",
    "Ana finally drops off.",
    "Ana is dropping off.",
])
def test_drop_off_with_no_object_is_sleep(lex, text):
    assert "sleep" in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text", [
    "Ana drops off the kids at school.",
    "Ana drops off a parcel at the depot.",
    "Ana drops the kids off.",
    "Ana drops off the car keys, then goes to work.",
])
def test_drop_off_with_an_object_is_no_sleep(lex, text):
    assert "sleep" not in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text", [
    "Ana closes her eyes for a minute on the bench; she doesn't quite drop off.",
    "Ana lies on the sofa but doesn't quite drop off.",
])
def test_a_sleep_only_just_missed_still_rests(lex, text):
    kinds = actual_kinds(lex, text, "Ana")
    assert "rest" in kinds and "sleep" not in kinds, text
