"""Witness scope (session 21): a hazard named as a noun in what is heard, read or watched
about ("hears about the avalanche", "watches the news about the flood") does nothing itself, so
an -s verb after "and" is still the watcher's own second predicate ("hears about the avalanche
and drinks her tea", "watches the news about the flood and eats her dinner"), and so is one
after a bare verb of someone seen ("watches Tom swim and eats her lunch"). A bare verb after
someone seen stays theirs ("watches the kids swim and eat").
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

NAMES = ["Ana", "Tomasz"]
HEARD = ["hears about the avalanche", "watches the news about the flood",
         "hears about the fire in the next valley", "reads about the storm at sea"]
ACTS = [("drinks her tea", "drink"), ("eats her dinner", "eat")]


def test_watcher_acts_after_a_hazard_heard_about(lex) -> None:
    def one_case(name, heard, act):
        text, kind = act
        sentence = f"{name} {heard} and {text}."
        got = actual_kinds(lex, sentence, name)
        assert kind in got, sentence
        assert "danger" not in got, sentence

    cases = list(itertools.product(NAMES, HEARD, ACTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("name", NAMES)
def test_bare_verb_of_those_seen_stays_theirs(lex, name):
    sentence = f"{name} watches the kids swim and eat."
    assert actual_kinds(lex, sentence, name) == set(), sentence


SEEN_BARE = [("watches Tom swim and eats her lunch", "eat"),
             ("watches the divers surface and drinks her tea", "drink")]


@pytest.mark.parametrize("name,case", list(itertools.product(NAMES, SEEN_BARE)))
def test_watcher_s_verb_after_a_bare_verb_seen(lex, name, case):
    """After an -s cue, the one seen takes a bare verb; the -s verb after "and" is the
    watcher's own ("watches Tom swim and eats her lunch")."""
    text, kind = case
    sentence = f"{name} {text}."
    assert kind in actual_kinds(lex, sentence, name), sentence
