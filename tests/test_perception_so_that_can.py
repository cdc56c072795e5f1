"""A purpose clause with "so that ... can" is still ahead ("You set your alarm for six so that
you can swim in the lake before breakfast"), as "so you can" was."""

from __future__ import annotations

import itertools

from helpers import failing_cases

from engine.perception import perceive

WHO = [("You", "you", "Ines"), ("Ines", "she", "Ines"), ("I", "I", "Ines")]
ACTS = {"exercise": "swim in the lake", "eat": "eat breakfast on the terrace",
        "sleep": "sleep in on Sunday"}


def test_so_that_can_is_ahead(lex) -> None:
    def one_case(who, kind):
        subject, pronoun, observer = who
        verb = "sets" if subject == "Ines" else "set"
        text = f"{subject} {verb} an alarm for six so that {pronoun} can {ACTS[kind]}."
        got = {e.kind for e in perceive(text, lex, observer=observer) if e.is_actual_self}
        assert kind not in got, text

    cases = list(itertools.product(WHO, ACTS))
    assert failing_cases(one_case, cases) == []
