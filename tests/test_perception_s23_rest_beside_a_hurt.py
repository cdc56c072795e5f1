"""A rest named by its own verb stays beside a hurt or an illness in its clause ("rests his
sprained knee on a pillow", "is resting his twisted ankle", "has rested by the campfire and
bound up her blistered feet"). Illness and injury override rest in their clause, so that
sitting or lying while hurt or ill is no rest ("sits on the cold bathroom floor, shivering");
but resting a hurt part is exactly what the labelled sets call rest (rest's ``kept_beside``
in the lexicon). Only the verb "rest" is kept: a posture while ill or hurt is still none."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

OBSERVER = "Pavel"


def test_a_rest_verb_beside_a_hurt_is_rest(lex) -> None:
    def one_case(text):
        assert "rest" in actual_kinds(lex, text, OBSERVER)

    cases = [
        "Pavel is resting his sprained knee on a stack of pillows @ home: sofa",
        "Pavel rests his sprained knee on a footstool.",
        "Pavel has been off his feet all afternoon, resting his twisted ankle.",
        "Pavel rested his bruised shoulder on a cushion all afternoon, watching the rugby.",
        "Pavel rests his bad back on the floor of the living room, knees bent.",
        "Pavel has rested by the campfire for an hour and bound up his blistered feet.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Pavel throws up twice and his stomach keeps cramping. He sits on the cold bathroom floor, "
    "shivering.",
    "Pavel lies on the pavement with a badly broken leg.",
    "Pavel is lying in bed with a chest infection @ home: bedroom",
])
def test_a_posture_while_hurt_or_ill_is_still_no_rest(lex, text):
    assert "rest" not in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "Pavel's brother is resting his sprained knee on the sofa while Pavel cooks.",
    "Pavel rests the ladder against the gutter and climbs up.",
])
def test_others_rest_and_a_thing_rested_stay_none(lex, text):
    assert "rest" not in actual_kinds(lex, text, OBSERVER)
