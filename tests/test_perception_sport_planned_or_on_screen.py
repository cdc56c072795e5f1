"""Session 10: a sport on the screen, a sport's plan or kit, and "work out" + an object are no
exercise.

Taken from r63-007 ("Goran is sprawled on the sofa with the football on TV"), r63-061 ("Ama is
working out a meal plan for next week") and r64-061 ("Adwoa is mapping out a cycling route for
Saturday"), widened to sports x screens (the reported cue ``on tv`` and its kin, anywhere
within two tokens), objects of "work out" (exceptions ``work out a/the/her...``) and a sport
before a plan or kit word (exercise ``not_before``). Controls: the sport played on a beach or a
lawn, "works out a lot", "worked out an hour", "working out at the gym", cycling a route.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ama"


SPORTS = ["football", "rugby", "cricket", "tennis", "golf", "snooker", "boxing"]
SCREENS = ["on TV", "on the TV", "on the telly", "on telly", "on the box"]
SCENES = ["Ama is sprawled on the sofa with the {s} {w}.", "Ama eats crisps with the {s} {w}.",
          "Ama dozes in the armchair, the {s} {w}."]


def test_a_sport_on_the_screen_is_no_exercise(lex):
    texts = [scene.format(s=s, w=w) for scene, s, w in itertools.product(SCENES, SPORTS, SCREENS)]
    assert len(texts) == 105
    assert [t for t in texts if "exercise" in actual_kinds(lex, t, OBSERVER)] == []


OBJECTS = ["a meal plan for next week", "the rota for the month", "her budget",
           "a schedule for the trip", "some figures for the tax return", "their route home",
           "the cost of the repairs", "how much paint they need"]


def test_work_out_with_an_object_is_figuring_it_out(lex):
    texts = [f"Ama is working out {o} @ home: sofa" for o in OBJECTS] \
        + [f"Ama worked out {o} last night." for o in OBJECTS]
    assert [t for t in texts if "exercise" in actual_kinds(lex, t, OBSERVER)] == []


PLANNED = ["mapping out a {s} route for Saturday", "looking at {s} maps", "downloading a {s} app",
           "printing a {s} plan for the month", "buying a {s} jacket"]


def test_a_sports_plan_or_kit_is_no_exercise(lex):
    texts = [f"Ama is {p.format(s=s)} @ home: laptop" for p, s in
             itertools.product(PLANNED, ["cycling", "running", "hiking"])]
    assert [t for t in texts if "exercise" in actual_kinds(lex, t, OBSERVER)] == []


EXERCISE = ["Ama plays football on the beach.", "Ama kicks the football on the lawn.",
            "Ama works out a lot.", "Ama worked out an hour before work.",
            "Ama is working out at the gym.", "Ama worked out hard this morning.",
            "Ama works out three times a week.", "Ama is cycling the route along the canal.",
            "Ama goes running with her running watch on."]


def test_a_workout_or_a_game_played_stays_exercise(lex):
    assert [t for t in EXERCISE if "exercise" not in actual_kinds(lex, t, OBSERVER)] == []
