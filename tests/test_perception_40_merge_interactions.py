"""Readings pinned where session 40's rounds met at the merge.

Round fresh213 made a bare "plank" timber (a dhow yard's "fitting planks"); the handed day A's
"You finish with planks and stretches on a mat, breathing hard" had been a full workout by
"plank" and fell to the stretches' 0.3. Planks listed with another workout move, or on a mat,
are the workout again (rules/lexicons/core/exercise.yaml); timber stays timber.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases

from engine.perception import perceive


def test_planks_listed_with_a_workout_move_are_the_full_workout(lex) -> None:
    events = [(e.kind, e.subject, e.strength, e.term)
              for e in perceive("You finish with planks and stretches on a mat, breathing hard.",
                                lex, observer="Sam")]
    assert events == [("exercise", "self", 1.0, "planks and stretches")]


def test_planks_beside_workout_moves_and_timber(lex) -> None:
    def one_case(text, own):
        assert actual_kinds(lex, text, "Mia") == own, text

    cases = [("Mia does squats and planks before work.", {"exercise"}),
             ("You do push-ups and planks on the landing.", {"exercise"}),
             ("You hold a plank on the mat until your arms shake.", {"exercise"}),
             ("Mia stacks planks and boards by the hull.", {"work"}),  # a yard task, no workout
             ("You carry the planks to the sawpit.", set())]
    assert failing_cases(one_case, cases) == []
