"""Things named for a hazard or an illness (session 30, round fresh133): a ward's
resuscitation gear and call are named for a cardiac arrest ("the crash cart", "the crash bell":
exceptions), an illness named as a student's reading ("the malaria chapter", "the typhoid
textbook": illness `not_before`), and two illnesses joined before such a noun ("the heat
stroke and dehydration chapter") name the thing too; a crash, an illness had, or one joined to
a verb ("is dehydrated and must drink more") stays."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_resuscitation_gear_named_crash_is_no_crash(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ada") == kinds

    cases = [
        ("Ada is restocking the crash cart with adrenaline and gloves @ LUTH: resus bay",
         {"work"}),
        ("Without a bite of her rice, Ada runs back to the resus bay when the crash bell goes.",
         {"work"}),
        ("The crash team sprints past Ada to bed 7.", set()),
        ("Ada puts out a crash call for the man in bed 3.", set()),
        ("Ada wheels the crash trolley into bay 4.", {"work"}),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ada's car crashes into the wall at the junction.",
    "The bus crashes into the ditch with Ada on board.",
])
def test_a_vehicle_crash_stays_danger(lex, text):
    assert "danger" in actual_kinds(lex, text, "Ada")


def test_an_illness_named_as_reading_or_joined_before_a_thing_is_no_illness(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ada") == kinds

    cases = [
        ("Ada revises the heat stroke and dehydration chapter for the medicine exam.", {"work"}),
        ("Ada skims the typhoid textbook on the bus home.", set()),
        ("Ada reads the cholera and typhoid chapters twice before the viva.", set()),
        ("You print the malaria handouts for the first-years.", set()),
        ("Ada revises the cholera or typhoid chapter, whichever comes up.", {"work"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_an_illness_had_stays_an_illness(lex) -> None:
    def one_case(text):
        assert "illness" in actual_kinds(lex, text, "Ada")

    cases = [
        "Ada has malaria and stays in bed.",
        "Ada is down with typhoid, the textbook open on her chest.",
        "Ada is dehydrated and must drink more.",
        "Ada felt feverish and shivered all night.",
        "Ada has the flu and no appetite.",
    ]
    assert failing_cases(one_case, cases) == []
