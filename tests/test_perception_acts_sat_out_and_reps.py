"""A dance sat out is not danced; a pause between reps is inside a workout.

"sit out the" denies an activity a few words on: its window reaches five tokens, so an adjective
or a count before the activity ("sits out the next dance", "sits out the first two dances") no
longer leaves the dance done. "between reps" and "between sets of ..." name a workout's pause
(the drink taken there is also had); bare "between sets" is left out: a surfer's sets are waves
and a tennis match's or a band's are not the subject's training.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds

OBSERVER = "Ines"


@pytest.mark.parametrize("text", [
    "Ines sits out the next dance at the speakeasy.",
    "Ines sits out the first two dances.",
    "You sit out the last dance.",
])
def test_a_dance_sat_out_is_not_exercise(lex, text):
    assert "exercise" not in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize(("text", "kinds"), [
    ("Ines takes a swig of water between reps.", {"drink", "exercise"}),
    ("Ines sips water between sets of squats.", {"drink", "exercise"}),
    ("Ines sits out the dance and drinks water.", {"drink"}),
])
def test_a_pause_between_reps_is_inside_the_workout(lex, text, kinds):
    assert actual_kinds(lex, text, OBSERVER) == kinds


def test_someone_elses_reps_are_not_the_observers(lex):
    assert "exercise" not in actual_kinds(lex, "Tom rests between reps while Ines watches.",
                                          OBSERVER)


@pytest.mark.parametrize(("text", "kinds"), [
    ("Ines goes for a paddle on the lake.", {"exercise"}),
    ("Ines lifts at the gym before her shift on the rig.", {"exercise"}),
])
def test_a_paddle_or_a_gym_lifted_at_is_exercise(lex, text, kinds):
    assert actual_kinds(lex, text, OBSERVER) == kinds


def test_a_wished_paddle_is_not_done(lex):
    assert "exercise" not in actual_kinds(lex, "Ines wants to go for a paddle.", OBSERVER)
