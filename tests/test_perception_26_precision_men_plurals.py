"""A trade named by a compound in -man is a person in its -men plural too (session 26, round
precision): "the fishermen mending nets", "the firemen hosing the roof" do that work, not the
observer who photographs, sketches or waves at them. The singular stays a person as before."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_a_trade_in_men_does_its_own_doing(lex) -> None:
    def one_case(observer, text, kind):
        assert kind not in actual_kinds(lex, text, observer)
        assert kind in other_kinds(lex, text, observer)

    cases = [
        ("Tala", "Tala takes a photo of the fishermen mending nets on the quay.", "work"),
        ("Tala", "Tala sketches the fishermen eating lunch on the harbour wall.", "eat"),
        ("Tala", "Tala waves at the policemen eating doughnuts.", "eat"),
        ("Tala", "Tala waves at the firemen eating doughnuts.", "eat"),
        ("Tala", "Tala waves at the workmen eating doughnuts.", "eat"),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("observer", "text", "kind"), [
    ("Tala", "Tala waves at the policeman eating a doughnut.", "eat"),
    ("Tala", "Tala waves at the handyman eating a doughnut.", "eat"),
])
def test_the_singular_trade_stays_a_person(lex, observer, text, kind):
    assert kind not in actual_kinds(lex, text, observer)
    assert kind in other_kinds(lex, text, observer)
