"""Idle watching is rest: the eyes on something that moves by itself and the mind on nothing
("you just watch the stars wheel for twenty minutes", "watches the clouds drift over the
valley", "stares into the fire for an hour"). Clouds count only as they drift or pass (clouds
watched as they build are a weather check), stars only looked at (not checked or steered by),
and a fire watched as it spreads is a danger, no rest."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

SUBJECTS = [("Ana", "Ana", "s"), ("Amaru", "You", ""), ("Kojo", "Kojo", "s"),
            ("Mrs Lind", "Mrs Lind", "s")]
CLOUDS = ["watch{es} the clouds drift over the valley", "watch{es} the clouds go by",
          "watch{es} the clouds roll by above the bay", "watch{es} the clouds pass over the ridge"]
STARS = ["watch{es} the stars wheel", "gaze{s} at the stars", "stare{s} up at the stars",
         "look{s} up at the stars"]
FIRE = ["stare{s} into the fire", "gaze{s} into the embers", "stare{s} into the flames",
        "gaze{s} into the campfire"]
SETTINGS = ["", " for twenty minutes", " from the top deck", " after supper",
            " on the last night of the trip", " while the others sleep"]


def test_idle_watching_is_rest(lex):
    cases = [(obs, f"{subj} {act.format(s=s, es='es' if s else '')}{where}.")
             for (obs, subj, s), act, where
             in itertools.product(SUBJECTS, CLOUDS + STARS + FIRE, SETTINGS)]
    assert len(cases) >= 200
    assert [t for obs, t in cases if "rest" not in actual_kinds(lex, t, obs)] == []


def test_weather_checks_navigation_and_fires_are_no_rest(lex):
    texts = ["Ana watches the clouds build over the ridge and decides to turn back.",
             "Ana watches the storm clouds gather over the harbour.",
             "Ana checks the stars to fix their position.",
             "Ana steers by the stars all night.",
             "Ana navigates by the stars.",
             "Ana watches the fire spread towards the barn."]
    assert [t for t in texts if "rest" in actual_kinds(lex, t, "Ana")] == []


def test_someone_elses_idle_watching_is_theirs(lex):
    texts = ["Ana washes up while her husband stares into the fire.",
             "Ana's son gazes at the stars from the deck as she cleans the galley."]
    assert [t for t in texts if "rest" in actual_kinds(lex, t, "Ana")] == []


def test_planned_or_refused_idle_watching_is_not_actual(lex):
    texts = ["Ana will watch the stars from the deck tonight.",
             "Ana never gets to gaze into the fire; the kids keep her busy."]
    assert [t for t in texts if "rest" in actual_kinds(lex, t, "Ana")] == []
