"""Smoke or fumes told as the cause of the observer's own illness are that illness's cause.

* A foul air (core.yaml ``cues.vocabulary.sickening_airs``) after "from", "in", "since",
  "after" or "by" a few words before it, or before a causative verb ("has", "gave", "left",
  "made") right after it, in a sentence with the observer's own actual illness, is the
  illness's cause, no threat of its own ("a scratchy throat from the smoke", "the smoke has
  her coughing"); the writers label the illness alone.
* Controls: smoke pouring in beside a cough, a fire or flames beside it, and smoke without an
  illness stay threats.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

OBSERVER = "Ana"


def test_smoke_or_fumes_that_cause_the_observers_illness_are_no_threat(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, OBSERVER) == {"illness"}, text

    told = [
        "Ana has a sore throat from the {air}.",
        "Ana is coughing hard from the {air} in the stairwell.",
        "Ana is wheezing, fumbling for her inhaler in the {air}.",
        "Ana keeps coughing, her eyes streaming from two days in the {air}.",
        "The {air} has Ana coughing so hard she can't stop.",
        "The {air} gave Ana a pounding headache.",
        "Ana isn't hurt, but the {air} has her coughing.",
        "Ana feels sick from the {air} on the road, nothing more.",
    ]
    cases = [t.format(air=a) for t, a in itertools.product(
        told, ["smoke", "fumes", "thick smoke", "diesel fumes"])]
    assert failing_cases(one_case, cases) == []


def test_smoke_beside_an_illness_or_without_one_stays_a_threat(lex) -> None:
    def one_case(text, want):
        assert actual_kinds(lex, text, OBSERVER) == want, text

    cases = [
        ("Ana coughs as smoke pours under the door.", {"illness", "danger"}),
        ("Ana is coughing in the smoke as flames engulf the barn.", {"illness", "danger"}),
        ("Smoke is pouring out of the kitchen next to Ana.", {"danger"}),
        ("Ana smells smoke: the socket beside her bed is crackling.", {"danger"}),
        ("Black smoke is rolling into the hall where Ana stands.", {"danger"}),
        ("Ana sees smoke pouring out of the engine room hatch.", {"danger"}),
    ]
    assert failing_cases(one_case, cases) == []
