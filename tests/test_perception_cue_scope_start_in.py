"""A thing that starts IN a place starts now; one that starts in a stretch of time is ahead.

The planned cue "start in"/"begin in" ("her shift starts in an hour") made "A fire starts in the
panel in front of you" planned and dropped the danger. A determiner or an owner after "in" names
a place (core.yaml exceptions "start in the", "start in her" ...); a time after it keeps the plan
through the longer planned cues ("start in the morning", "start in a few", "start in an hour").
"""

from __future__ import annotations

import itertools

from engine.perception import perceive


def events(lex, text: str, observer: str = "Ana") -> list:
    return perceive(text, lex, observer=observer)


def actual_kinds(lex, text: str) -> set[str]:
    return {e.kind for e in events(lex, text) if e.is_actual_self}


THREATS = ["A fire", "Smoke", "A small fire", "Thick smoke", "A blaze of smoke"]
STARTS = ["starts in", "started in", "begins in", "began in"]
PLACES = ["the panel in front of Ana", "the engine room next to Ana", "her cabin",
          "the galley while Ana sleeps there", "his workshop where Ana stands",
          "a cupboard beside Ana", "their dressing room beside Ana"]


def test_a_threat_starting_in_a_place_is_now(lex):
    wrong = [t for threat, start, place in itertools.product(THREATS, STARTS, PLACES)
             if "danger" not in actual_kinds(lex, t := f"{threat} {start} {place}.")]
    assert wrong == []


def test_a_threat_starting_in_a_place_told_to_you_is_now(lex):
    wrong = [t for threat in THREATS
             if "danger" not in actual_kinds(
                 lex, t := f"{threat} starts in the panel in front of you.")]
    assert wrong == []


TIMES = ["an hour", "ten minutes", "a few minutes", "the morning", "a couple of hours",
         "a minute", "half an hour", "the evening"]
ACTIVITIES = ["training session", "spin class", "dinner party"]


def test_a_start_in_a_stretch_of_time_is_still_ahead(lex):
    wrong = []
    for activity, time, verb in itertools.product(ACTIVITIES, TIMES, ("starts", "begins")):
        text = f"Ana's {activity} {verb} in {time}."
        if any(e.is_actual_self for e in events(lex, text)):
            wrong.append(text)
    assert wrong == []


def test_starting_in_earnest_is_no_plan(lex):
    texts = ["The storm begins in earnest as Ana climbs the tower.",
             "The fire starts in earnest while Ana is still below deck."]
    wrong = [t for t in texts if "danger" not in actual_kinds(lex, t)]
    assert wrong == []


def test_a_start_ahead_does_not_reach_past_and_a_new_subject(lex):
    texts = ["The race starts in ten minutes and Ana eats a sandwich.",
             "The ferry crossing starts in an hour and Ana drinks a coffee.",
             "Ana's watch starts in an hour and she eats a sandwich."]
    acts = {"eat", "drink"}
    wrong = [t for t in texts if not acts & actual_kinds(lex, t)]
    assert wrong == []

