"""A seat at a place followed by a chore and its object is the chore's posture, no rest (session
35, round fresh178): "You sit in the tent porch sorting your gear" (cues.vocabulary
``posture_chores``, ``engine.perception._chore_after_seat``). Choices: a pastime after the seat
stays rest (reading, watching); knitting and sewing are not listed (hobbies as often).
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_seat_for_a_chore_is_no_rest(lex) -> None:
    def one_case(text, name):
        assert "rest" not in actual_kinds(lex, text, name), text

    cases = [("You sit in the tent porch sorting your gear while the porters play football on"
              " the flat meadow below camp.", None),
             ("You sit on the porch sorting your gear.", None),
             ("Lukas sits on the bench peeling potatoes.", "Lukas"),
             ("Lukas sits on the porch, cleaning his boots.", "Lukas")]
    assert failing_cases(one_case, cases) == []


def test_controls_a_seat_for_a_pastime_or_alone_stays_rest(lex) -> None:
    def one_case(text, name):
        assert "rest" in actual_kinds(lex, text, name), text

    cases = [("You sit on the porch reading a book.", None),
             ("You sit on the porch watching the sunset.", None),
             ("Lukas sits on the bench in the sun.", "Lukas"),
             ("Lukas sits on the porch and sorts the post.", "Lukas")]
    assert failing_cases(one_case, cases) == []
