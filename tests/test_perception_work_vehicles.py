"""Moving a vehicle people operate for a living is the job: reversing, navigating or
manoeuvring one ("reverses the ambulance into the bay", "navigates the cargo tug into docking
port 4"), and driving one with a time or a manner after it ("has been driving his cab since
6pm", "the cab without a break"). One's own car, a city or a decision are no post."""

from __future__ import annotations

import itertools

from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Hassan"


def works(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.kind == "work" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


SUBJECTS = ["Hassan", "You"]
VERBS = {"Hassan": ["reverses", "navigates", "manoeuvres", "drives"],
         "You": ["reverse", "navigate", "manoeuvre", "drive"]}
POSTS = ["the ambulance", "the cargo tug", "the night bus", "the forklift", "the tug"]
PLACES = ["into the bay", "into docking port 4", "onto the ramp"]


def test_moving_a_post_into_place_is_the_job(lex):
    texts = [f"{s} {v} {p} {w}." for s in SUBJECTS for v, p, w in
             itertools.product(VERBS[s], POSTS, PLACES)]
    missed = [t for t in texts if not works(lex, t)]
    assert missed == []


def test_driving_a_post_with_a_time_after_it_is_the_job(lex) -> None:
    def one_case(text):
        assert works(lex, text)

    cases = [
        "Hassan has been driving his cab since 6pm without a break.",
        "HASSAN HAS BEEN DRIVING HIS CAB SINCE 6PM",
        "Hassan has been driving the night bus since midnight.",
        "You have been driving the tram since dawn.",
        "Hassan drove the ambulance throughout the night.",
    ]
    assert failing_cases(one_case, cases) == []


def test_no_post_or_someone_elses_is_no_work(lex) -> None:
    def one_case(text):
        assert not works(lex, text)

    cases = [
        "Hassan reverses his car into the garage.",
        "Hassan reverses the decision.",
        "Hassan navigates the crowded market.",
        "Hassan has been driving his car since 6pm.",
        "Hassan manoeuvres the pram into the lift.",
        "Mira reverses the ambulance into the bay while Hassan watches.",
        "Mira navigates the cargo tug into docking port 4.",
    ]
    assert failing_cases(one_case, cases) == []
