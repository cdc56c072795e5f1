"""An illness named as a briefing's, a course's or a guide's topic (session 30, round
fresh129): "repeats the heatstroke briefing for the volunteer medics" teaches about heatstroke,
no one has it; the illness alone ("has heatstroke") or before a verb ("too ill to talk") stays
an illness."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_an_illness_as_a_topic_is_no_illness(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Fernanda") & {"illness"} == set()
        if kinds:
            assert actual_kinds(lex, text, "Fernanda") == kinds

    cases = [
        ("Fernanda repeats the heatstroke briefing for the volunteer medics.", {"work"}),
        ("Fernanda runs the hypothermia training for new lifeguards.", set()),
        ("Fernanda hands out the dengue leaflets at the gate.", set()),
        ("Fernanda reads the sepsis protocol on her break.", set()),
        ("Fernanda teaches the malaria prevention course in the village hall.", set()),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Fernanda has heatstroke.",
    "Fernanda is too ill to talk.",
    "Fernanda has the flu and skips the training.",
])
def test_an_illness_had_stays_an_illness(lex, text):
    assert "illness" in actual_kinds(lex, text, "Fernanda")
