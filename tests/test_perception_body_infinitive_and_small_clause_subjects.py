"""Sleep and rest done by someone named right before a bare verb are theirs: the subject of an
infinitive after "for" ("makes up the beds for the guests to sleep in", "clears the sofa for
Ben to rest on") and of a small clause after a verb ("lies awake listening to her husband
snore", "lets the kids rest"). A sleep word that names a thing or a study ("your sleep tracker
says") is no sleep. Controls: the observer joined to the person by "and" ("You and Ben sleep in
the barn") and the observer's own bare verb ("You go home to sleep") stay the observer's."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OTHERS = ["the guests", "Ben", "the kids", "your husband", "the old man"]
FOR_TO = ["You make up the beds for {o} to sleep in.", "You clear the sofa for {o} to rest on.",
          "You set up a tent for {o} to sleep in.", "You dim the lights for {o} to sleep."]
SMALL = ["You lie awake listening to {o} snore.", "You let {o} rest.", "You watch {o} sleep.",
         "You let {o} sleep in."]


def test_an_infinitive_or_small_clause_of_someone_else_is_theirs(lex):
    cases = [t.format(o=o) for t, o in itertools.product(FOR_TO + SMALL, OTHERS)]
    assert len(cases) == 40
    assert [t for t in cases if actual_kinds(lex, t, "Ana") & {"sleep", "rest"}] == []


@pytest.mark.parametrize("text", ["You and Ben sleep in the barn.",
                                  "Ben and I sleep in the barn.", "You go home to sleep.",
                                  "You wait for Ben to finish, then sleep.",
                                  "You put on your sleep mask and sleep."])
def test_the_observers_own_sleep_stays(lex, text):
    assert "sleep" in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("text", ["Your sleep tracker says you got four hours.",
                                  "You read an article about the sleep study.",
                                  "You book an appointment with a sleep specialist."])
def test_a_sleep_thing_or_study_is_no_sleep(lex, text):
    assert "sleep" not in actual_kinds(lex, text, "Ana")
