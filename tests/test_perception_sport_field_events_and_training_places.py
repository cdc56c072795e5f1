"""Exercise named by a field event done, landed from or fallen in ("lands badly from the long
jump"), a ball slid, lunged or leapt for in a game ("grazed both knees sliding for the ball"),
and training at a sport's own place ("train on the track until dark", "trains in the pool").
("on my run" alone is left out: it is also "on my running shoes", a run ahead.) Negative
controls: someone else's jump or run is never the observer's; an official's job at the event
("the scorer for the high jump", "judging the long jump"), the event's ground ("rakes the long
jump pit"), running shoes, a train on the track and a dog chasing a ball are no exercise of the
observer's; a planned session is no actual one."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

ATHLETES = ["Mateo", "Ingrid", "Oluwaseun"]

FIELD = ["lands badly from the long jump", "clears 1.60 m in the high jump",
         "falls awkwardly in the triple jump", "snaps a pole in the pole vault",
         "wins the long jump at the county meet"]
BALL = ["grazes both knees sliding for the ball", "lunges for the ball at the net",
        "leaps for the ball under the posts", "sprints for the ball down the wing",
        "chases the ball into the corner"]
PLACES = ["trains on the track until dark", "trains in the pool at six",
          "trains on the pitch with the under-16s", "trains at the rink before school",
          "trains on the mats for an hour"]


def test_the_sport_done_is_exercise(lex) -> None:
    def one_case(name, act):
        assert "exercise" in actual_kinds(lex, f"{name} {act}.", name)

    cases = list(product(ATHLETES, FIELD + BALL + PLACES))
    assert failing_cases(one_case, cases) == []


def test_someone_elses_sport_is_not_the_observers(lex) -> None:
    def one_case(act):
        assert "exercise" not in actual_kinds(lex, f"Her brother {act} while Ingrid watches.",
                                              "Ingrid")

    cases = FIELD + BALL + PLACES
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "I was the scorer for the high jump and wrote down every height.",
    "Ingrid is judging the long jump this afternoon.",
    "Ingrid rakes the long jump pit between jumps.",
    "Ingrid is timing the relay with a stopwatch.",
    "Ingrid laces up her running shoes.",
    "Ingrid waits for the train on the track.",
    "Ingrid's dog chases the ball round the garden.",
    "Ingrid will train on the track tomorrow.",
    "Ingrid didn't train in the pool today.",
])
def test_no_exercise_controls(lex, text):
    observer = "Aylin" if text.startswith("I ") else "Ingrid"
    assert "exercise" not in actual_kinds(lex, text, observer)
