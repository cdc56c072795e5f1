"""The present stretch of time ("tonight", "today") reaching forward puts a plan ahead ("tonight
Ana eats out with her brother", "tonight she'll cook"), but an event told in the past in that
stretch is over, not ahead ("skipped the gym tonight and stayed on the sofa", "tonight Ana ate a
huge curry"). A plan's own cue (will, going to, wanted to) keeps it ahead.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

SUBJECTS = ["Marcus", "I", "You"]
SKIPPED = ["skipped the gym tonight and", "missed yoga tonight and", "got home late tonight and"]
DONE = [("rest", "stayed on the sofa"), ("rest", "had a long bath"),
        ("eat", "ate a whole pizza"), ("drink", "drank two pints of cider"),
        ("socialize", "went to the pub with Leo")]


def test_an_event_told_in_the_past_tonight_is_over(lex) -> None:
    def one_case(subject, skipped, done):
        kind, words = done
        text = f"{subject} {skipped} {words}."
        assert kind in actual_kinds(lex, text, "Marcus"), text

    cases = list(itertools.product(SUBJECTS, SKIPPED,
                                                                             DONE))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("done", DONE)
def test_a_fronted_tonight_with_a_past_verb_is_over(lex, done):
    kind, words = done
    text = f"Tonight Marcus {words}."
    assert kind in actual_kinds(lex, text, "Marcus"), text


AHEAD = [("Tonight Marcus eats out with his brother.", "eat"),
         ("Tonight Marcus will eat out with his brother.", "eat"),
         ("Tonight Marcus is eating out with his brother.", "eat"),
         ("Marcus was going to eat out tonight with his brother.", "eat"),
         ("Tonight Marcus wanted to go for a run.", "exercise"),
         ("Marcus skipped the gym tonight and will go for a run tomorrow.", "exercise")]


@pytest.mark.parametrize("text,kind", AHEAD)
def test_a_plan_tonight_stays_ahead(lex, text, kind):
    assert kind not in actual_kinds(lex, text, "Marcus"), text
