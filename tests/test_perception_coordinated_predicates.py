"""A verb after "and" that agrees with the one who watches, listens or reads is that person's
second predicate, not part of what they watch or read: "Ana watches a film and eats her lunch"
(her lunch, eaten now), "you hear the rain and fall asleep". What is watched takes a bare verb
or a participle, so "watches the kids play and eat" stays the kids'; a bare verb after a past
("watched a skateboarder misjudge the rail and smack his chin") stays what was seen. Also pinned:
"running on" what keeps someone going is no run, and a person crashing at an hour or early goes
to sleep."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBSERVER = "Ana"
WATCHES = ["watches a film", "listens to a podcast", "reads a thriller", "watches the news",
           "watches the kids", "sees Tom"]
SECOND = {"eats her lunch": "eat", "drinks a glass of wine": "drink",
          "falls asleep on the sofa": "sleep"}


def test_an_agreeing_verb_after_and_is_the_watchers_own(lex):
    cases = [(f"Ana {w} and {s}.", k) for w, (s, k) in itertools.product(WATCHES, SECOND.items())]
    assert len(cases) == 18
    assert [text for text, kind in cases if kind not in actual_kinds(lex, text, OBSERVER)] == []


@pytest.mark.parametrize("heard", ["hear the rain", "listen to the rain", "watch the waves",
                                   "hear the sea"])
def test_a_bare_verb_after_a_bare_cue_and_one_thing_heard_is_the_observers(lex, heard):
    assert "sleep" in actual_kinds(lex, f"You {heard} and fall asleep.")


@pytest.mark.parametrize("text", [
    "You watch the kids play and eat.",
    "Ana watches the kids play and eat.",
    "Ana watches Tom drink and smoke.",
    "I watched a skateboarder misjudge the handrail and smack his chin on the concrete.",
    "Ana watches Tom as he eats and drinks.",
])
def test_what_is_watched_keeps_its_own_verbs(lex, text):
    assert actual_kinds(lex, text, OBSERVER) & {"eat", "drink", "conflict", "injury"} == set()


@pytest.mark.parametrize("text", ["In the film, the hero eats and drinks.",
                                  "Ana watches a film about a man who eats and sleeps in his car."])
def test_a_verb_inside_the_story_stays_the_storys(lex, text):
    assert actual_kinds(lex, text, OBSERVER) == set()


@pytest.mark.parametrize("fuel", ["nothing but nerves", "fumes", "empty", "caffeine",
                                  "adrenaline", "autopilot"])
def test_running_on_what_keeps_someone_going_is_no_run(lex, fuel):
    assert "exercise" not in actual_kinds(lex, f"Ana is running on {fuel} after the night shift.",
                                          OBSERVER)


def test_running_on_a_place_is_still_a_run(lex):
    assert actual_kinds(lex, "Ana is running on the beach.", OBSERVER) == {"exercise"}


@pytest.mark.parametrize("when", ["at 2 a.m.", "at 3am", "at midnight", "early",
                                  "the moment her head hits the pillow", "for the night"])
def test_a_person_crashing_at_an_hour_goes_to_sleep(lex, when):
    assert actual_kinds(lex, f"Ana crashes {when} after the party.", OBSERVER) == {"sleep"}


def test_a_crash_into_something_is_still_danger(lex):
    assert "sleep" not in actual_kinds(lex, "Ana crashes at 40 mph into a tree.", OBSERVER)
