"""A driver back at the wheel after an illness is back at work (session 35, round worked):
"Darcy no longer has the flu; she's back behind the wheel, heading north", as "back at the
helm" is. Controls: asleep, dozing or slumped at the wheel keeps no post (the kind's
not_after), "behind the wheel" alone is a learner's or a buyer's seat, and a holiday drive
"at the wheel of her own car" is none (so "at the wheel" alone is left out).
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_back_behind_the_wheel_is_the_drivers_post(lex) -> None:
    text = "Darcy no longer has the flu; she's back behind the wheel, heading north."
    assert actual_kinds(lex, text, "Darcy") == {"work"}


def test_controls_asleep_slumped_a_learners_seat_and_a_holiday_drive(lex) -> None:
    def one_case(text, want):
        assert actual_kinds(lex, text, "Darcy") == want, text

    cases = [("Darcy is asleep at the wheel of the parked van.", {"sleep"}),
             ("Darcy falls asleep at the wheel and drifts onto the verge.", {"sleep"}),
             ("Darcy sits behind the wheel of her new car in the showroom.", set()),
             ("Darcy gets behind the wheel for her first driving lesson.", set()),
             ("Darcy is at the wheel of her own car, driving to the coast on holiday.", set())]
    assert failing_cases(one_case, cases) == []
