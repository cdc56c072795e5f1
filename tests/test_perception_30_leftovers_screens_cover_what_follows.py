"""Session 30: a screen named before what it shows ("On TV", "on telly", "On YouTube", "watches
TV:") covers the rest of its clause, as "on the radio" and "on the news" do, so a fire on it is
no danger of the observer's; it still reaches two tokens back ("the football on TV"), and an act
of the observer's after "and" stays actual. The cue setting is ``reach_back`` (core.yaml)."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive


def test_a_hazard_on_a_screen_is_no_danger_of_the_observers(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == set()
        assert [(event.kind, event.mode) for event in perceive(text, lex, observer="Ana")
                if event.kind == "danger"] == [("danger", "reported")]

    cases = [
        "On TV a fire rips through a warehouse in Ohio.",
        "On the TV a gas leak blows the roof off a block of flats.",
        "On telly, a gas bottle starts hissing in a food truck.",
        "On television a flood sweeps cars down a high street.",
        "On YouTube a fire tears through a chemical plant.",
        "Ana watches TV: a fire rips through a warehouse.",
        "Ana is watching the news: a flood hits the coast of Kerala.",
    ]
    assert failing_cases(one_case, cases) == []


def test_the_match_right_before_on_tv_is_still_on_the_screen(lex):
    text = "Ana sprawls on the sofa with the football on TV."
    assert actual_kinds(lex, text, "Ana") == {"rest"}


@pytest.mark.parametrize(("text", "expected"), [
    ("Ana eats a sandwich with the football on TV.", {"eat"}),
    ("On TV the football is on, and Ana eats a sandwich.", {"eat"}),
    ("Ana watches TV: the football is on, and she eats crisps.", {"eat"}),
])
def test_the_observers_own_act_beside_the_screen_stays_actual(lex, text, expected):
    assert actual_kinds(lex, text, "Ana") == expected
