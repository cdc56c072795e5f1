"""Struck by a vehicle, or by a thing that falls or flies, in the passive is injury (session 21).

"Ana is hit by a falling crate", "is run over by a forklift", "is knocked off her bike by a
van", "is hit by a rock" gave no event (only "hit by a car/bike/cyclist" and a part run over
were read). A feeling or a ball that "hits" is none, a near miss stays danger, and someone
else struck is not the observer's ("Tom is hit by a falling crate and Ana runs over").
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_struck_by_a_thing_is_injury(lex) -> None:
    def one_case(text):
        assert "injury" in actual_kinds(lex, text, "Ana")

    cases = [
        "Ana is hit by a falling crate in the hospital laundry.",
        "Ana is hit by a rock on the scree below the monastery.",
        "Ana gets run over by a forklift on the oil rig deck.",
        "Ana is run over by a forklift.",
        "Ana is knocked off her bike by a van.",
        "Ana is hit by a reversing van outside the night market.",
        "Ana is pinned under a fallen beam in the salt mine.",
    ]
    assert failing_cases(one_case, cases) == []


def test_no_injury_of_hers(lex) -> None:
    def one_case(text, kinds):
        got = actual_kinds(lex, text, "Ana")
        assert "injury" not in got
        assert got == kinds

    cases = [
        ("Ana is hit by a wave of nostalgia.", set()),
        ("Ana is hit by the ball.", set()),
        ("Ana nearly gets run over by a forklift.", {"danger"}),
        ("Tom is hit by a falling crate and Ana runs over.", set()),
        ("Ana reads that a miner was hit by falling rock last year.", set()),
        ("The meeting is run over by an hour.", set()),
    ]
    assert failing_cases(one_case, cases) == []
