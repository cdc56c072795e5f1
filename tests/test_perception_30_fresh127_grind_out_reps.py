"""Reps, sets or laps ground out are exercise (session 30, round fresh127): "grinds out
twenty-two reps in the rig gym" joins "does twenty reps"; a win or a report ground out is no
workout."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_reps_sets_or_distances_ground_out_are_exercise(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ahmed") == {"exercise"}

    cases = [
        "Ahmed is interested in beating Callum's pull-up record and grinds out twenty-two reps.",
        "Ahmed grinds out twenty-two reps in the rig gym.",
        "Ahmed grinds out three more sets.",
        "Ahmed grinds out a 10k in the rain.",
        "You grind out the last kilometre on the rowing machine.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_win_ground_out_is_no_workout(lex):
    assert actual_kinds(lex, "Ahmed grinds out a win on penalties.", "Ahmed") == set()
