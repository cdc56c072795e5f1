"""A run for a ride is hurrying, and a session named by another day is a plan or a memory:
neither is exercise now (s10h10, core.yaml ``exercise.for_a_ride`` and ``exercise.not_after``).

* A term of the kind followed, through filler words only ("off", "the", "last"), by a link
  ("for", "after", "to catch", "to make") and a ride ("the shuttle", "the ferry", "the last
  tram") is hurrying (``perception._for_a_ride``): "sprinted for the shuttle", "jogged off to
  catch the ferry", "runs to catch the train" (where "catch" is no game of catch).
* A run past a ride ("jogs past the bus station"), a run for something else ("sprinted for the
  finish line", "jogged for an hour before the bus came") and a game of catch stay exercise.
* A session after a day's or a week's possessive ("Saturday's ski tour", "next week's rowing
  session", "yesterday's marathon") is named, not done; a verb of the kind before it still
  does it ("runs Saturday's parkrun").

Seen in the tuning sets as r68-126, r69-126 and r69-061; the grids widen them to subjects x
verbs x rides and subjects x plans x days.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Tevita"


def exercised(lex, text: str, observer: str = OBSERVER) -> list:
    return [e.term for e in perceive(text, lex, observer=observer)
            if e.kind == "exercise" and e.is_actual_self]


SUBJECTS = ["Tevita", "You", "I"]
HURRIES = ["sprinted for", "sprints for", "jogged off to catch", "is jogging to catch",
           "races after", "ran for", "runs to catch", "dashes for", "sprinted to make",
           "jogs back to catch"]
RIDES = ["the shuttle", "the last bus", "the ferry", "the early train", "the tram",
         "his connection", "a taxi", "the night bus", "the maglev"]


def test_a_run_for_a_ride_is_no_exercise(lex):
    wrong = [text for subject, hurry, ride in itertools.product(SUBJECTS, HURRIES, RIDES)
             if exercised(lex, text := f"{subject} {hurry} {ride}.".replace("I is", "I am")
                           .replace("You is", "You are"))]
    assert wrong == []


def test_a_run_after_a_gulped_drink_for_a_ride_is_no_exercise(lex):
    for text in ["Tevita gulped his coffee and sprinted for the shuttle.",
                 "Tevita gulped the water from a green coconut and jogged off to catch the "
                 "ferry."]:
        assert exercised(lex, text) == [], text


RUNS = ["sprinted for the finish line", "jogged for an hour before the bus came",
        "jogs past the bus station", "jogs along the tram lines every morning",
        "sprints up the hill", "went jogging by the ferry terminal", "jogs around the lake",
        "plays catch with his son", "went for a run", "swims twenty lengths"]


def test_a_run_that_is_not_for_a_ride_stays_exercise(lex):
    got = {text: len(exercised(lex, text)) for text in (f"Tevita {r}." for r in RUNS)}
    assert got == {text: 1 for text in got}


PLANS = ["is studying the route for", "is planning", "is packing for", "reads about",
         "is drawing up the plan for", "talks about"]
DAYS = ["Saturday's", "next week's", "tomorrow's", "yesterday's", "Sunday's",
        "last weekend's"]
SESSIONS = ["ski tour", "marathon", "hike", "rowing session", "bike ride", "parkrun"]


def test_a_session_named_by_another_day_is_not_done_now(lex):
    wrong = [text for plan, day, session in itertools.product(PLANS, DAYS, SESSIONS)
             if exercised(lex, text := f"Tevita {plan} {day} {session}.")]
    assert wrong == []


def test_a_verb_of_the_kind_before_a_dated_session_still_does_it(lex):
    for text in ["Tevita runs Saturday's parkrun in 22 minutes.",
                 "Tevita is on today's ski tour.", "Tevita swims twenty lengths."]:
        assert len(exercised(lex, text)) == 1, text


def test_a_route_studied_for_saturdays_tour_at_a_hut_is_no_exercise(lex):
    text = "Heidi is studying the route for Saturday's ski tour @ mountain hut: common room"
    assert exercised(lex, text, "Heidi") == []
