"""Effort and pauses inside a workout (session 35, round fresh182): a muscle's burn of effort as
it sets in ("Lachlan's legs are starting to burn", "her lungs began to burn") is no burn; a rest
between a workout's pieces or reps ("500m pieces on the erg with 90 seconds' rest between each")
is part of it, no rest. Controls: a hand or the skin starting to burn stays a burn, and a rest
between shifts stays a rest.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_burn_of_effort_setting_in_is_no_hurt(lex) -> None:
    def one_case(text):
        assert "injury" not in actual_kinds(lex, text, "Lachlan"), text

    cases = ["Lachlan's legs are starting to burn.",
             "Lachlan's lungs began to burn on the climb.",
             "Halfway up the hill Lachlan's thighs start to burn.",
             "Lachlan's shoulders were beginning to burn."]
    assert failing_cases(one_case, cases) == []


def test_a_rest_between_pieces_is_the_workout(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Seren") == {"exercise"}, text

    cases = ["Seren is doing 500m pieces on the erg with 90 seconds' rest between each.",
             "Seren does hill sprints with a minute's rest between sprints.",
             "Seren does intervals with two minutes' rest between efforts."]
    assert failing_cases(one_case, cases) == []


def test_controls_hands_skin_and_shifts(lex) -> None:
    assert actual_kinds(lex, "Lachlan's hand started to burn on the stove.", "Lachlan") \
        == {"injury"}
    assert actual_kinds(lex, "Lachlan's skin is starting to burn in the sun.", "Lachlan") \
        == {"injury"}
    assert actual_kinds(lex, "Seren takes a rest between shifts.", "Seren") == {"rest"}
