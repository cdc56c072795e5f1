"""An ailment told as over is recovery, not the ailment now (session 9, s9h8: "Benedikt's
migraine has lifted completely and he is back at his desk" gave Benedikt an illness, as did "the
fever has gone", "Bo is over the flu that kept him off", "the rash on Wojciech's arms has faded
completely"; "the shrapnel wound in his leg has healed" gave an injury).

The illness and injury kinds name their ailment nouns as ``as_time`` heads: a recovery verb right
after one (an auxiliary, an adverb such as "completely" and a place with an owner may come
between) or "over" before it makes it past. An ailment that is still there, or whose recovery
is denied, stays.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OWNERS = ["Your", "Ana's", "My"]
ILLNESSES = ["fever", "migraine", "headache", "rash", "cough", "flu", "hangover", "infection"]
INJURIES = ["wound", "bruise", "blister", "sprain", "gash", "burn", "sunburn"]
RECOVERED = ["has lifted", "has gone", "has faded", "has cleared up", "has completely gone",
             "has finally cleared", "is gone", "has disappeared", "faded overnight",
             "has vanished"]
HEALED = ["has healed", "has faded", "has completely healed", "has gone down", "is long gone",
          "healed weeks ago", "has disappeared"]


def test_an_illness_told_as_over_is_no_illness(lex) -> None:
    def one_case(owner, ailment, verb):
        assert actual_kinds(lex, f"{owner} {ailment} {verb}.", "Ana") == set()

    cases = list(itertools.product(OWNERS, ILLNESSES, RECOVERED))
    assert failing_cases(one_case, cases) == []


def test_an_injury_told_as_healed_is_no_injury(lex) -> None:
    def one_case(owner, ailment, verb):
        assert actual_kinds(lex, f"{owner} {ailment} {verb}.", "Ana") == set()

    cases = list(itertools.product(OWNERS, INJURIES, HEALED))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("ailment", ["flu", "fever", "migraine", "cold", "stomach bug"])
@pytest.mark.parametrize("subject", ["You are", "Ana is", "I am"])
def test_over_the_illness_is_recovery(lex, subject, ailment):
    assert actual_kinds(lex, f"{subject} over the {ailment} that kept you off.", "Ana") == set()


def test_recovery_lines_and_controls(lex) -> None:
    def one_case(text, expected):
        assert actual_kinds(lex, text, "Ana") == expected

    cases = [
        # the lines that taught it, and the activity after the recovery still counts
        ("Benedikt's migraine has lifted completely and he is back at his desk catching up on "
         "email.", set()),
        ("Ana's migraine has lifted completely and she is back at her desk catching up on email.",
         {"work"}),
        ("The rash on your arms has faded completely and the doctor says you can go.", set()),
        ("The shrapnel wound in Ana's leg has healed and she is fit to return.", set()),
        ("The fever has gone and you are back mending nets.", {"work"}),
        # a place with an owner between the ailment and its verb
        ("The blister on Ana's heel has healed.", set()),
        # negative controls: the ailment is still there, or its recovery is denied
        ("Your fever has not gone.", {"illness"}),
        ("Your migraine has got worse.", {"illness"}),
        ("Your cough won't go away.", {"illness"}),
        ("You have a fever.", {"illness"}),
        ("Your rash is spreading up your arm.", {"illness"}),
        ("You have a rash on your arm.", {"illness"}),
        ("The wound on your leg is bleeding again.", {"injury"}),
        ("You have a blister on your heel.", {"injury"}),
        ("Your fever is over 39 degrees.", {"illness"}),
        ("A cut over your eye is bleeding.", {"injury"}),
    ]
    assert failing_cases(one_case, cases) == []
