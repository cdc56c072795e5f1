"""A thing at hand hurled, flung or thrown at someone is a row with them (session 36, round
fresh189): "Luc wasn't hurt when the patient hurled the water jug at him" is a conflict of
Luc's as well as a near miss. Only with "at" after the thing (a jug, a mug, a cup, a plate, a
bedpan, a tray, a shoe, a phone). Controls: a cup thrown in the bin, a ball thrown, a cup had
at a café are none; a bottle swung stays a row.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_thing_thrown_at_someone_is_a_row(lex) -> None:
    def one_case(text):
        assert "conflict" in actual_kinds(lex, text, "Luc"), text

    cases = ["Luc wasn't hurt when the patient hurled the water jug at him, though it shattered "
             "against the wall inches from his head.",
             "The patient throws a mug at Luc.",
             "Luc's son throws a plate at him.",
             "A drunk man swings a bottle at Luc on the night bus."]
    assert failing_cases(one_case, cases) == []


def test_controls_things_not_aimed_at_anyone(lex) -> None:
    def one_case(text):
        assert "conflict" not in actual_kinds(lex, text, "Luc"), text

    cases = ["Luc throws the paper cup in the bin.", "Luc throws a ball at his brother.",
             "Luc has a cup of tea at the café.", "Luc grabs a cup at the station and drinks it."]
    assert failing_cases(one_case, cases) == []
