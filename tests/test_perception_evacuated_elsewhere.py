"""People evacuated somewhere else are news, not the observer's danger: "The radio in Farid's cab
says a tower block is on fire in Croydon and residents are being evacuated" (the observer's
cab is where the radio is, not where the fire is). "evacuate" is no `local` cue; the observer's
own place named with the evacuation still makes it theirs ("everyone in your town must
evacuate")."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

SOURCES = ["The radio in Farid's cab says", "A news alert on Farid's phone says",
           "Farid's sister texts that"]
ELSEWHERE = ["a tower block is on fire in Croydon and residents are being evacuated",
             "a chemical plant is leaking in Leeds and two streets have been evacuated",
             "floods hit a town up north and hundreds were evacuated"]


def test_an_evacuation_elsewhere_is_news(lex) -> None:
    def one_case(source, news):
        text = f"{source} {news}."
        assert "danger" not in actual_kinds(lex, text, "Farid"), text

    cases = list(itertools.product(SOURCES, ELSEWHERE))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "The radio says everyone in your town must evacuate.",
    "The radio says a wildfire is heading for your town and everyone must evacuate.",
])
def test_an_evacuation_of_the_observers_place_is_danger(lex, text):
    assert "danger" in actual_kinds(lex, text, "Ana"), text
