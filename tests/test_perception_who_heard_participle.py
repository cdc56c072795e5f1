"""Who did what: an ``-ing`` action right after someone heard or seen ("listening to", "the sound
of", "woken by"), past where they are ("the boy in the next bed", "the man upstairs", "the
couple next door"), is theirs, not the listener's; the listener's own verbs after it stay the
listener's ("... and eventually drifts off"), and talk heard from someone stays company.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

LISTENERS = ["You lie awake all night listening to", "Ana lies awake listening to",
             "Ana listens to", "Ana is woken by", "Ana can hear the sound of"]
PEOPLE = ["the boy in the next bed", "the man upstairs", "the couple next door",
          "the man next to her",
          "the girl across the aisle", "Pete in the next bed", "her neighbour in the flat below"]
ACTS = [("illness", "coughing"), ("sleep", "snoring"), ("conflict", "arguing"),
        ("illness", "throwing up")]


def test_what_someone_heard_does_is_theirs(lex) -> None:
    def one_case(listener, person, act):
        kind, verb = act
        text = f"{listener} {person} {verb}."
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(LISTENERS, PEOPLE, ACTS))
    assert failing_cases(one_case, cases) == []


BARE = [("sleep", "snore"), ("eat", "eat"), ("drink", "drink"), ("conflict", "argue")]


def test_a_bare_verb_after_someone_heard_past_where_they_are(lex) -> None:
    def one_case(listener, person, act):
        kind, verb = act
        text = f"{listener} {person} {verb}."
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(
        ["You listen to", "Ana listens to", "Ana watches"], PEOPLE, BARE))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [
    # the listener's own doing after what they hear, and talk heard from someone
    ("Ana listens to the couple upstairs arguing and eventually drifts off.", "sleep"),
    ("Ana listens to the man next door playing guitar and finally falls asleep.", "sleep"),
    ("Ana listens to the rain and falls asleep.", "sleep"),
    ("Ana listens to the rain on the roof and falls asleep.", "sleep"),
    ("Ana listens to her grandfather describe the war.", "socialize"),
    ("Ana lies next to her husband in bed sleeping.", "sleep"),
    ("Ana listens to music in bed, dozing.", "sleep"),
    ("Ana sits by the man in the corner to eat lunch.", "eat"),
    ("Ana sits by the man in the corner and eats lunch.", "eat"),
])
def test_controls_the_listeners_own_doing(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text", [
    "Ana listens to the couple argue.",
    "You listen to the neighbours argue.",
    "Ana listens to Tom and his brother argue about money.",
])
def test_a_row_heard_is_no_party(lex, text):
    assert "conflict" not in actual_kinds(lex, text, "Ana"), text
