"""A body's state ends only its own subject's rest (session 9, from the fresh set's "Stellan
lies on the sofa for the rest of the afternoon, his dog snoring on his feet", whose rest the
dog's snoring dropped).

Sleep, illness and injury override rest in their clause (``overrides: [rest]``: "slept on the
floor of the lounge" is sleep, lying down while ill is no rest), now for the same subject only;
a quarrel (a ``shared`` kind) still takes over everyone's talk in its clause.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive

RESTS = ["Stellan lies on the sofa for the rest of the afternoon",
         "Stellan lies on the sofa all afternoon",
         "Stellan is lying in the hammock with a paperback",
         "Stellan lounges on the couch",
         "Stellan sits on the bench in the sun"]
OTHERS = ["his dog snoring on his feet", "the baby asleep on his chest",
          "his cat dozing beside him", "the toddler napping in the pram next to him"]


def test_someone_elses_sleep_leaves_the_rest(lex) -> None:
    def one_case(rest, other):
        assert "rest" in actual_kinds(lex, f"{rest}, {other}.", "Stellan")

    cases = list(itertools.product(RESTS, OTHERS))
    assert failing_cases(one_case, cases) == []


# Controls: the subject's own sleep, illness or hurt is what the lying down is.
OWN = ["Stellan lies on the sofa, fast asleep.",
       "Stellan is lying on the sofa with a fever.",
       "Stellan lies on the sofa nursing a sprained ankle.",
       "Stellan falls asleep on the sofa."]


@pytest.mark.parametrize("text", OWN)
def test_the_subjects_own_state_is_no_rest(lex, text):
    assert "rest" not in actual_kinds(lex, text, "Stellan")


def test_a_quarrel_still_takes_over_the_talk_of_its_clause(lex):
    events = perceive("Stellan argues with his brother over the bill.", lex,
                      observer="Stellan")
    assert [(e.kind, e.subject) for e in events if e.mode == "actual"] == [("conflict", "self")]
