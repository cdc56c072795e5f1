"""A fever read at a fever's height is the body's, not a heat that threatens: "her fever is 39 °C
and rising" is illness and no danger (the threat's reading terms, "°C and rising", are for the
air: "the marquee is 39 °C and rising"). The fever reading takes "fever" beside "temperature";
the owner or "a" before the noun makes it a body's, so an unowned temperature stays the air's."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

READINGS = ["39 °C and rising", "40 degrees and climbing", "39.5 °C and rising"]
WHO = [("Ana", "Her fever is"), ("Ana", "Ana's fever is"), ("Tomas", "Tomas has a fever of"),
       ("Mei", "Mei's temperature is")]


def test_a_fever_rising_is_illness_and_no_threat(lex) -> None:
    def one_case(who, reading):
        observer, opener = who
        assert actual_kinds(lex, f"{opener} {reading}.", observer) == {"illness"}

    cases = list(itertools.product(WHO, READINGS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "The marquee is 39 °C and rising and Ana is helped outside.",
    "The temperature in the tent is 41 °C and rising.",
    "The water in the cellar is knee-deep and rising around Ana.",
])
def test_controls_the_air_or_the_water_rising_stays_a_threat(lex, text):
    assert "danger" in actual_kinds(lex, text, "Ana")


def test_control_a_fever_below_the_range_is_none(lex):
    assert "illness" not in actual_kinds(lex, "Ana's temperature is 37.2 and falling.", "Ana")
