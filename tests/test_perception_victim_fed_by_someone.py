"""Fed by someone else's hand, told in the passive, is a meal of the one fed (session 21).

"Ana is fed by the nurse", "is spoon-fed by the nurse", "I am fed soup by a volunteer" gave no
event. The eat terms "be fed by", "be spoon-fed", "be hand-fed", "be fed soup/porridge/broth/
rice" now fire for the one fed; the feeder eats nothing ("Tom is fed by Ana", "Ana feeds the
baby"), and "fed up" or a flock seen to be fed is no meal ("gets fed up and leaves", "makes
sure the lambs get fed").
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_the_one_fed_eats(lex) -> None:
    def one_case(text, observer):
        assert "eat" in actual_kinds(lex, text, None if observer == "-" else observer)

    cases = [
        ("Ana is fed by the nurse.", "Ana"),
        ("Ana is spoon-fed by the nurse at the refugee camp clinic.", "Ana"),
        ("Ana is fed soup by the nurse.", "Ana"),
        ("Ana gets fed by the monks after vespers.", "Ana"),
        ("You are fed by the nurse.", "-"),
        ("I am fed soup by a volunteer.", "-"),
    ]
    assert failing_cases(one_case, cases) == []


def test_no_meal_for_the_feeder_or_the_fed_up(lex) -> None:
    def one_case(text):
        assert "eat" not in actual_kinds(lex, text, "Ana")

    cases = [
        "Tom is fed by Ana.",
        "The lambs are fed by Ana.",
        "The lambs get fed by Ana.",
        "Ana feeds the baby.",
        "Ana is fed up with the foreman.",
        "Ana gets fed up and leaves.",
        "Ana makes sure the lambs get fed.",
        "Ana's baby is fed by the nanny.",
        "Ana will be fed by the nurse at noon.",
    ]
    assert failing_cases(one_case, cases) == []
